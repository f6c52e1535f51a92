import type { MemberDto } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { memberships, users, type WorkspaceRow } from '../../db/schema/index.js';
import type { SocketServer } from '../../realtime/socket-server.js';
import { recordTaskConversationsLost } from '../chat/task-conversations.js';
import { presentMember } from '../members/member.presenter.js';
import { memberColumns } from '../members/member-columns.js';
import { forgetNotifications } from '../notifications/forget-notifications.js';
import { recordOrbitSnapshot } from '../orbits/record-gained-access.js';
import { presentWorkspace } from '../workspaces/workspace.presenter.js';
import { recordOrbitTasksLost } from './record-lost-access.js';
import { refreshUserOrbitRooms } from './refresh-user-orbit-rooms.js';
import { orgRoom, userRoom } from './rooms.js';
import type { Reader, Tx } from './tx.js';
import { visibleOrbitIds } from './visible-orbits.js';
import type { ChangeRecorder } from './with-changes.js';

// Joining, leaving, role and profile changes are changes like any other: written to the log in the
// write's transaction (so a catch-up replays them) and emitted to their room after commit.

/** The person as the workspace's members see them; null once they are not in it. */
export async function loadMember(db: Reader, workspaceId: string, userId: string): Promise<MemberDto | null> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  return row ? presentMember(row) : null;
}

/** A `member` upsert to the whole workspace: someone joined, or their role or profile changed. */
export async function recordMemberUpsert(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  userId: string,
): Promise<void> {
  const member = await loadMember(tx, workspaceId, userId);
  if (!member) return;
  await changes.record({ workspaceId, entity: 'member', op: 'upsert', id: userId, data: member });
}

/** The person's profile (name, avatar, title, time zone) changed: a `member` upsert in each of their workspaces. */
export async function recordProfileUpsert(tx: Tx, changes: ChangeRecorder, userId: string): Promise<void> {
  const joined = await tx
    .select({ workspaceId: memberships.workspaceId })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  for (const { workspaceId } of joined) await recordMemberUpsert(tx, changes, workspaceId, userId);
}

/** The workspace's name, address, plan or avatar changed: a `workspace` upsert to everyone in it. */
export async function recordWorkspaceUpsert(changes: ChangeRecorder, workspace: WorkspaceRow): Promise<void> {
  const data = presentWorkspace(workspace);
  await changes.record({
    workspaceId: workspace.id,
    entity: 'workspace',
    op: 'upsert',
    id: workspace.id,
    data,
  });
}

/**
 * Someone left or was removed: a `member` delete to the workspace, and a `workspace` delete in their own
 * room (their client drops everything it held for the workspace: they will hear nothing more of it).
 */
export async function recordMemberRemoved(
  changes: ChangeRecorder,
  workspaceId: string,
  userId: string,
): Promise<void> {
  await changes.record({ workspaceId, entity: 'member', op: 'delete', id: userId, data: null });
  await changes.record({
    workspaceId,
    entity: 'workspace',
    op: 'delete',
    id: workspaceId,
    userId,
    data: null,
  });
}

/**
 * After a role change (a guest sees only the orbits they are members of): each orbit the person no
 * longer sees is an `orbit` delete in their room, each one they see only now its whole snapshot (the
 * orbit, its lists, tasks and their favourites) in their room. Call with the orbits seen before.
 */
export async function recordRoleAccess(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  userId: string,
  orbitsBefore: readonly string[],
): Promise<void> {
  const [membership] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  const now = membership ? await visibleOrbitIds(tx, workspaceId, userId, membership.role) : [];
  const before = new Set(orbitsBefore);
  const after = new Set(now);
  for (const orbitId of orbitsBefore) {
    if (after.has(orbitId)) continue;
    await changes.record({ workspaceId, entity: 'orbit', op: 'delete', id: orbitId, userId, data: null });
    await recordOrbitTasksLost(tx, changes, workspaceId, orbitId, [userId]);
    await recordTaskConversationsLost(tx, changes, workspaceId, orbitId, [userId]);
    await forgetNotifications(tx, changes, { workspaceId, userIds: [userId], orbitId });
  }
  for (const orbitId of now) {
    if (!before.has(orbitId)) await recordOrbitSnapshot(tx, changes, workspaceId, orbitId, [userId], true);
  }
}

/**
 * The person's open sockets follow their membership: in the workspace's room (and its orbits' rooms)
 * while they belong, out of them once they do not. Run after commit, before the changes are emitted.
 */
export async function moveMemberSockets(
  db: Database,
  io: SocketServer,
  workspaceId: string,
  userId: string,
): Promise<void> {
  const member = await loadMember(db, workspaceId, userId);
  if (member) io.in(userRoom(userId)).socketsJoin(orgRoom(workspaceId));
  else io.in(userRoom(userId)).socketsLeave(orgRoom(workspaceId));
  await refreshUserOrbitRooms(db, io, userId, workspaceId);
}
