import type { SocketServer } from '../../realtime/socket-server.js';
import type { RecordedChange } from './record-change.js';

export type CommittedChangesListener = (changes: readonly RecordedChange[]) => void;

/** Per app (its Socket.IO server stands for it): who wants to hear of every committed write. */
const listeners = new WeakMap<SocketServer, Set<CommittedChangesListener>>();

/**
 * Hears each write's changes once it committed (before they are emitted), e.g. to ask again whether
 * open collaboration connections may stay. Returns the way to stop listening.
 */
export function onCommittedChanges(io: SocketServer, listener: CommittedChangesListener): () => void {
  const set = listeners.get(io) ?? new Set();
  listeners.set(io, set);
  set.add(listener);
  return () => set.delete(listener);
}

export function notifyCommittedChanges(io: SocketServer, changes: readonly RecordedChange[]): void {
  if (changes.length === 0) return;
  for (const listener of listeners.get(io) ?? []) listener(changes);
}
