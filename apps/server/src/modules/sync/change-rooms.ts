import type { ChangeDto } from '@orbit/shared';
import { syncChangeEvent } from '@orbit/shared';
import { orgRoom, userRoom } from '../../realtime/session-rooms.js';
import type { SocketServer } from '../../realtime/socket-server.js';
import type { RecordedChange } from './record-change.js';

export const orbitRoom = (orbitId: string) => `orbit:${orbitId}`;

/** The room of a change's audience: its orbit, its one user, or the whole workspace. */
export function changeRoom(change: Pick<RecordedChange, 'orbitId' | 'userId' | 'workspaceId'>): string {
  if (change.orbitId) return orbitRoom(change.orbitId);
  if (change.userId) return userRoom(change.userId);
  return orgRoom(change.workspaceId);
}

export function toChangeDto(change: RecordedChange): ChangeDto {
  return {
    workspaceId: change.workspaceId,
    seq: change.seq,
    entity: change.entity,
    op: change.op,
    id: change.id,
    data: change.data ?? null,
  };
}

export function emitChanges(io: SocketServer, changes: readonly RecordedChange[]): void {
  for (const change of changes) io.to(changeRoom(change)).emit(syncChangeEvent, toChangeDto(change));
}
