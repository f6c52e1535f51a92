import type { Role } from '@orbit/shared';
import { memberships } from '../../db/schema/index.js';
import { orgRoom } from '../../realtime/session-rooms.js';
import { announcePresence } from '../presence/presence.socket.js';
import { recordStatusOnJoin } from '../presence/status.js';
import { moveMemberSockets, recordMemberUpsert } from '../sync/membership-changes.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder, SyncContext } from '../sync/with-changes.js';

/**
 * Makes the user a member. Someone who already belongs keeps the role they have: joining through a
 * link or an old invite never demotes an admin. A new member is a `member` upsert to the whole
 * workspace in the same transaction (with their custom status, when one is set), and once it
 * committed their open sockets join its rooms and the workspace hears whether they are online, as it
 * would had they just connected. Returns whether a membership was created.
 */
export async function addMember(
  sync: SyncContext,
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  userId: string,
  role: Role,
): Promise<boolean> {
  const inserted = await tx
    .insert(memberships)
    .values({ workspaceId, userId, role })
    .onConflictDoNothing({ target: [memberships.workspaceId, memberships.userId] })
    .returning({ id: memberships.id });
  if (inserted.length === 0) return false;
  await recordMemberUpsert(tx, changes, workspaceId, userId);
  await recordStatusOnJoin(tx, changes, workspaceId, userId);
  changes.afterCommit(async () => {
    await moveMemberSockets(sync.db, sync.io, workspaceId, userId);
    await announcePresence(sync.io, userId, [orgRoom(workspaceId)], sync.logger);
  });
  return true;
}
