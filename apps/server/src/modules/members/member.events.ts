import {
  type MemberDto,
  type MemberRemovedEvent,
  type MemberUpdatedEvent,
  workspaceEvents,
} from '@orbit/shared';
import { orgRoom } from '../../realtime/session-rooms.js';
import type { SocketServer } from '../../realtime/socket-server.js';

// Called after the change commits, so nobody hears of a change that was rolled back. The author's own
// client receives it too: there is one update path.

export function emitMemberUpdated(io: SocketServer, workspaceId: string, member: MemberDto): void {
  const event: MemberUpdatedEvent = { workspaceId, member };
  io.to(orgRoom(workspaceId)).emit(workspaceEvents.memberUpdated, event);
}

export function emitMemberRemoved(io: SocketServer, workspaceId: string, userId: string): void {
  const event: MemberRemovedEvent = { workspaceId, userId };
  io.to(orgRoom(workspaceId)).emit(workspaceEvents.memberRemoved, event);
}
