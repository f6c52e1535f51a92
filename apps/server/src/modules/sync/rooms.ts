import { orgRoom, userRoom } from '../../realtime/session-rooms.js';

// A change's audience is a room: the Socket.IO room it is emitted to and the value stored in
// `change_log.room`, which a catch-up filters by the rooms the reader is in now (docs/SYNC.md).

export { orgRoom, userRoom };
export const orbitRoom = (orbitId: string) => `orbit:${orbitId}`;
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;

/** The room of a change: given outright, else its orbit's, its one user's, or the workspace's. */
export function audienceRoom(change: {
  workspaceId: string;
  room?: string | undefined;
  orbitId?: string | null | undefined;
  userId?: string | null | undefined;
}): string {
  if (change.room) return change.room;
  if (change.orbitId) return orbitRoom(change.orbitId);
  if (change.userId) return userRoom(change.userId);
  return orgRoom(change.workspaceId);
}

/**
 * Every room whose changes a member of the workspace receives: the workspace's, their own, the rooms
 * of the orbits they see and of the topics and dms they see. A catch-up returns exactly the logged
 * changes in these rooms.
 */
export function readerRooms(
  workspaceId: string,
  userId: string,
  orbitIds: readonly string[],
  conversationIds: readonly string[] = [],
): string[] {
  return [
    orgRoom(workspaceId),
    userRoom(userId),
    ...orbitIds.map(orbitRoom),
    ...conversationIds.map(conversationRoom),
  ];
}
