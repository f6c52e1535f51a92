import { type ChangeDto, syncChangeEvent } from '@orbit/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { avatarImages, memberships, workspaces } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { orgRoom, userRoom } from '../../realtime/session-rooms.js';
import { avatarIdOf } from '../account/avatar-store.js';
import { removeStoredFiles } from '../attachments/remove-stored-files.js';
import type { SessionUser } from '../auth/authenticate-access-token.js';
import { findMemberForUpdate } from '../members/find-member.js';
import { nextSeq } from '../sync/record-change.js';
import { conversationRoom, orbitRoom } from '../sync/rooms.js';
import type { WorkspaceAccess } from './access-workspace.js';
import { canDeleteWorkspace } from './workspace.policy.js';

const onlyOwner = () => new AppError('forbidden', 'Only the owner can delete the workspace.');

type Doomed = {
  userIds: string[];
  rooms: string[];
  storageKeys: string[];
  seq: number;
};

/**
 * POST /api/orgs/:org/delete: the owner deletes the workspace and everything in it, confirmed by
 * typing its name exactly. One transaction locks the workspace (a concurrent write to it waits, then
 * finds nothing), re-checks that the caller still owns it, and deletes its row: every table of the
 * workspace goes with it (foreign keys `on delete cascade`), its change log included, so the
 * announcement cannot be a logged change. After commit: the files of its tasks, messages, boards and
 * documents leave the storage; each of its people hears a `workspace` delete in their own room (their
 * clients drop everything held for it, as for a removal; a client that was away finds the workspace
 * answering 404 and drops it then); every socket leaves its rooms. Accounts stay: people are only no
 * longer in it.
 */
export async function deleteWorkspace(
  ctx: AppContext,
  access: WorkspaceAccess,
  actor: SessionUser,
  name: string,
): Promise<void> {
  if (!canDeleteWorkspace(access.role)) throw onlyOwner();
  if (name.trim() !== access.workspace.name) {
    const message = 'Type the workspace name exactly as it is shown.';
    throw new AppError('validation_failed', message, { name: message });
  }
  const workspaceId = access.workspace.id;
  const doomed = await ctx.db.transaction(async (tx): Promise<Doomed> => {
    const [locked] = await tx
      .select({ avatarUrl: workspaces.avatarUrl })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('update');
    if (!locked) throw new AppError('not_found', 'Workspace not found.');
    const owner = await findMemberForUpdate(tx, workspaceId, actor.id);
    if (owner.role !== 'owner') throw onlyOwner();
    const people = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.workspaceId, workspaceId));
    const rooms = await tx.execute<{ kind: string; room: string }>(sql`
      select 'orbit' as kind, id as room from orbits where workspace_id = ${workspaceId}
      union all
      select 'conversation' as kind, id as room from conversations where workspace_id = ${workspaceId}`);
    const files = await tx.execute<{ key: string }>(sql`
      select storage_key as key from attachments where workspace_id = ${workspaceId}
      union all select storage_key from message_attachments where workspace_id = ${workspaceId}
      union all select storage_key from board_files where workspace_id = ${workspaceId}
      union all select storage_key from document_files where workspace_id = ${workspaceId}`);
    const seq = await nextSeq(tx);
    const avatarId = avatarIdOf(locked.avatarUrl);
    if (avatarId) await tx.delete(avatarImages).where(eq(avatarImages.avatarId, avatarId));
    await tx.delete(workspaces).where(eq(workspaces.id, workspaceId));
    return {
      userIds: people.map((row) => row.userId),
      rooms: rooms.rows.map((row) =>
        row.kind === 'orbit' ? orbitRoom(row.room) : conversationRoom(row.room),
      ),
      storageKeys: files.rows.map((row) => row.key),
      seq,
    };
  });
  await removeStoredFiles(ctx.storage, doomed.storageKeys, ctx.logger);
  const gone: ChangeDto = {
    workspaceId,
    seq: doomed.seq,
    entity: 'workspace',
    op: 'delete',
    id: workspaceId,
    data: null,
  };
  for (const userId of doomed.userIds) ctx.io.to(userRoom(userId)).emit(syncChangeEvent, gone);
  for (const room of [...doomed.rooms, orgRoom(workspaceId)]) ctx.io.in(room).socketsLeave(room);
}
