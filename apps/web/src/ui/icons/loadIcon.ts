import type { LucideIcon } from 'lucide-react';
import type { ExtendedIconName } from './extendedIconLoaders';

const loaded = new Map<string, LucideIcon>();
const pending = new Map<string, Promise<LucideIcon | null>>();

/** An on-demand icon that has already arrived, so it can render without waiting. */
export function loadedIcon(name: string): LucideIcon | undefined {
  return loaded.get(name);
}

/**
 * Fetches one on-demand icon: first the (lazy) table of loaders, then that icon's own chunk.
 * Resolves to null for a name the table does not know (names stored in data can be stale).
 */
export function loadIcon(name: ExtendedIconName | string): Promise<LucideIcon | null> {
  const cached = pending.get(name);
  if (cached) return cached;
  const request = import('./extendedIconLoaders')
    .then(async ({ extendedIconLoaders }) => {
      const loader = (extendedIconLoaders as Record<string, () => Promise<{ default: LucideIcon }>>)[name];
      if (!loader) return null;
      const icon = (await loader()).default;
      loaded.set(name, icon);
      return icon;
    })
    .catch(() => {
      // A failed chunk fetch (offline, deploy in between) may succeed later, so do not cache it.
      pending.delete(name);
      return null;
    });
  pending.set(name, request);
  return request;
}
