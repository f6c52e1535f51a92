import type { Server } from 'socket.io';

export const userRoom = (userId: string) => `user:${userId}`;
export const orgRoom = (workspaceId: string) => `org:${workspaceId}`;
export const sessionRoom = (familyId: string) => `session:${familyId}`;

/** Keeps open sockets in step with sign-in changes made over HTTP (works across instances with Redis). */
export type SessionRealtime = {
  /** The user's open sockets start receiving the workspace's events. */
  joinWorkspace(userId: string, workspaceId: string): void;
  /** The user's open sockets stop receiving the workspace's events (they left or were removed). */
  leaveWorkspace(userId: string, workspaceId: string): void;
  /** Sockets opened with this session (logout). */
  endSession(familyId: string): void;
  /** Every socket of the user (password reset). */
  endUserSessions(userId: string): void;
};

/** Rooms inside a workspace (its orbits) follow membership too; the sync module keeps them. */
export type WorkspaceRoomsHook = (userId: string, workspaceId: string) => void;

export function createSessionRealtime(io: Server, workspaceRooms?: WorkspaceRoomsHook): SessionRealtime {
  return {
    joinWorkspace(userId, workspaceId) {
      io.in(userRoom(userId)).socketsJoin(orgRoom(workspaceId));
      workspaceRooms?.(userId, workspaceId);
    },
    leaveWorkspace(userId, workspaceId) {
      io.in(userRoom(userId)).socketsLeave(orgRoom(workspaceId));
      workspaceRooms?.(userId, workspaceId);
    },
    endSession(familyId) {
      io.in(sessionRoom(familyId)).disconnectSockets(true);
    },
    endUserSessions(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
  };
}
