import type { LucideIcon } from 'lucide-react';

type IconTable = Record<string, LucideIcon>;

let common: IconTable | null = null;
let commonRequest: Promise<IconTable> | null = null;
const rare = new Map<string, LucideIcon>();
const pending = new Map<string, Promise<LucideIcon | null>>();

/** An on-demand icon that has already arrived, so it can render without waiting. */
export function loadedIcon(name: string): LucideIcon | undefined {
  return common?.[name] ?? rare.get(name);
}

/**
 * Fetches the common set (one chunk). Screens that use many icons can call this early, e.g. from a
 * route loader, so their first paint already has them.
 */
export function preloadCommonIcons(): Promise<IconTable> {
  commonRequest ??= import('./commonIcons').then(
    (mod) => {
      common = mod.commonIcons;
      return common;
    },
    (error: unknown) => {
      // A failed chunk fetch (offline, a deploy in between) may succeed later, so it is not remembered.
      commonRequest = null;
      throw error;
    },
  );
  return commonRequest;
}

async function fetchIcon(name: string): Promise<LucideIcon | null> {
  const table = await preloadCommonIcons();
  const found = table[name];
  if (found) return found;
  const { loadRareIcon } = await import('./rareIcons');
  const icon = await loadRareIcon(name);
  if (icon) rare.set(name, icon);
  return icon;
}

/** Loads one icon outside the core set: the common chunk first, then the icon's own chunk if it is rare. */
export function loadIcon(name: string): Promise<LucideIcon | null> {
  const cached = pending.get(name);
  if (cached) return cached;
  const request = fetchIcon(name).catch(() => {
    pending.delete(name);
    return null;
  });
  pending.set(name, request);
  return request;
}
