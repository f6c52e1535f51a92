import { type WorkspaceUpdatedEvent, workspaceEvents } from '@orbit/shared';
import type { WorkspaceRow } from '../../db/schema/index.js';
import { orgRoom } from '../../realtime/session-rooms.js';
import type { SocketServer } from '../../realtime/socket-server.js';
import { presentWorkspace } from './workspace.presenter.js';

/** After commit, to everyone in the workspace, the author included (one update path). */
export function emitWorkspaceUpdated(io: SocketServer, workspace: WorkspaceRow): void {
  const event: WorkspaceUpdatedEvent = { workspaceId: workspace.id, workspace: presentWorkspace(workspace) };
  io.to(orgRoom(workspace.id)).emit(workspaceEvents.workspaceUpdated, event);
}
