import type { SocketServer } from '../../realtime/socket-server.js';
import { onCommittedChanges } from '../sync/committed-changes.js';
import type { RecordedChange } from '../sync/record-change.js';
import { collabKindsOfEntity } from './collab-kinds.js';
import type { CollabServer } from './collab-server.js';

/** Changes of these entities may change who sees an orbit and its documents. */
const accessEntities = new Set(['orbit', 'member', 'workspace']);

/** Which open documents a write may have closed to someone. */
export function recheckScope(changes: readonly RecordedChange[]): {
  workspaceIds: string[];
  names: string[];
} {
  const workspaceIds = new Set<string>();
  const names = new Set<string>();
  for (const change of changes) {
    if (accessEntities.has(change.entity)) workspaceIds.add(change.workspaceId);
    for (const kind of collabKindsOfEntity(change.entity)) names.add(`${kind}:${change.id}`);
  }
  return { workspaceIds: [...workspaceIds], names: [...names] };
}

/**
 * A person removed from an orbit (or the orbit made private without them, or the workspace left) is
 * disconnected from its documents at once: each committed write that may change access asks the kinds
 * again for the connections it concerns, here and (with Redis) on every other instance.
 */
export function watchCollabAccess(
  io: SocketServer,
  collab: CollabServer,
  acrossInstances: boolean,
): () => void {
  io.on('collab:recheck', (scope) => void collab.recheck(scope));
  return onCommittedChanges(io, (changes) => {
    const scope = recheckScope(changes);
    if (scope.workspaceIds.length === 0 && scope.names.length === 0) return;
    void collab.recheck(scope);
    if (acrossInstances) io.serverSideEmit('collab:recheck', scope);
  });
}
