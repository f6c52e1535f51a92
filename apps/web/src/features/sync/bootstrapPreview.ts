import type { BootstrapDto } from '@orbit/shared';

/**
 * A bootstrap answer read but not yet stored in IndexedDB. Writing ten thousand tasks takes a second
 * or more; a screen that holds its rows in memory (the tasks' ItemStore) shows them from the answer at
 * once instead of waiting for the write and reading it all back. Kept per workspace until the write
 * has landed, so a screen that subscribes meanwhile still finds it.
 */
type Listener = (workspaceId: string, boot: BootstrapDto) => void;

const pending = new Map<string, BootstrapDto>();
const listeners = new Set<Listener>();

/** The answer for `workspaceId` is read: held and told to every listener until `bootstrapStored`. */
export function bootstrapRead(workspaceId: string, boot: BootstrapDto): void {
  pending.set(workspaceId, boot);
  for (const listener of [...listeners]) listener(workspaceId, boot);
}

/** The answer is in IndexedDB (or its write failed): readers read the database again. */
export function bootstrapStored(workspaceId: string): void {
  pending.delete(workspaceId);
}

/** The answer read and not yet stored, if any. */
export function pendingBootstrap(workspaceId: string): BootstrapDto | undefined {
  return pending.get(workspaceId);
}

export function onBootstrapRead(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
