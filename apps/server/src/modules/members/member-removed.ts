import type { SocketServer } from '../../realtime/socket-server.js';

// After someone leaves or is removed from a workspace (committed), modules that hold live state for
// them act on it: calls drop them from every call going on (docs/CALLS.md). Hooks belong to one app
// (its socket server), so two apps in one process (tests, two instances) never run each other's.

export type MemberRemovedHandler = (workspaceId: string, userId: string) => Promise<void>;

const hooks = new WeakMap<SocketServer, Set<MemberRemovedHandler>>();

/** Registers a handler for this app; returns what removes it (call it when the app closes). */
export function onMemberRemoved(io: SocketServer, handler: MemberRemovedHandler): () => void {
  const set = hooks.get(io) ?? new Set<MemberRemovedHandler>();
  set.add(handler);
  hooks.set(io, set);
  return () => set.delete(handler);
}

/** Runs this app's handlers, one after the other; one that fails does not stop the others. */
export async function memberRemoved(
  io: SocketServer,
  workspaceId: string,
  userId: string,
  onError: (error: unknown) => void,
): Promise<void> {
  for (const handler of hooks.get(io) ?? []) {
    await handler(workspaceId, userId).catch(onError);
  }
}
