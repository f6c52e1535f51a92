import {
  type CreateGroupBody,
  canCreateGroup,
  canManageGroup,
  type GroupDto,
  type UpdateGroupBody,
} from '@orbit/shared';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { type GroupRow, groupMembers, groups } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { newId } from '../sync/new-id.js';
import type { Tx } from '../sync/tx.js';
import { type ChangeRecorder, type SyncContext, withChanges } from '../sync/with-changes.js';
import { findGroup } from './find-group.js';
import { presentGroup, presentGroupRow } from './group.presenter.js';
import { checkGroupMemberIds } from './group-members.js';

const nameTaken = () =>
  new AppError('conflict', 'A group with this name already exists.', {
    name: 'A group with this name already exists.',
  });

/** Runs a write that sets a group's name: the unique index's refusal becomes a 409 on `name`. */
async function naming<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'groups_workspace_id_name_key')) throw nameTaken();
    throw error;
  }
}

async function recordGroup(changes: ChangeRecorder, dto: GroupDto, seq: number): Promise<void> {
  // Every member of the workspace sees every group: the workspace's room.
  await changes.record(
    { workspaceId: dto.workspaceId, entity: 'group', op: 'upsert', id: dto.id, data: dto },
    seq,
  );
}

/**
 * POST /groups: owners, admins and members (guests 403). A retry with the same `clientId` answers the
 * group already made (`created: false`); a name already used in the workspace (any case) is a 409.
 */
export async function createGroup(
  ctx: SyncContext,
  actor: Actor,
  input: CreateGroupBody,
): Promise<{ group: GroupDto; created: boolean }> {
  if (!canCreateGroup(actor.role)) throw new AppError('forbidden', 'Guests cannot create groups.');
  const existing = async () => {
    const row = input.clientId ? await findGroup(ctx.db, actor.workspaceId, input.clientId) : undefined;
    return row && { group: await presentGroupRow(ctx.db, row), created: false };
  };
  const earlier = await existing();
  if (earlier) return earlier;
  try {
    const group = await naming(() =>
      withChanges(ctx, async (tx, changes) => {
        const memberIds = await checkGroupMemberIds(tx, actor.workspaceId, input.memberIds ?? []);
        const seq = await changes.nextSeq(actor.workspaceId);
        const [row] = await tx
          .insert(groups)
          .values({
            id: newId(),
            clientId: input.clientId ?? null,
            workspaceId: actor.workspaceId,
            name: input.name,
            createdBy: actor.userId,
            seq,
          })
          .returning();
        const created = row as GroupRow;
        if (memberIds.length > 0) {
          await tx.insert(groupMembers).values(memberIds.map((userId) => ({ groupId: created.id, userId })));
        }
        const dto = presentGroup(created, memberIds);
        await recordGroup(changes, dto, seq);
        return dto;
      }),
    );
    return { group, created: true };
  } catch (error) {
    const winner = isUniqueViolation(error, 'groups_workspace_id_client_id_key')
      ? await existing()
      : undefined;
    if (winner) return winner;
    throw error;
  }
}

async function lockManaged(tx: Tx, actor: Actor, id: string): Promise<GroupRow> {
  const found = await findGroup(tx, actor.workspaceId, id, true);
  if (!found) throw notFound('Group not found.');
  if (!canManageGroup(actor.role, found.createdBy === actor.userId)) {
    throw new AppError('forbidden', 'Only the group’s creator, owners and admins can change it.');
  }
  return found;
}

/** PATCH /groups/:id: a new name and/or the whole new set of members. Nothing changed logs nothing. */
export async function updateGroup(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  input: UpdateGroupBody,
): Promise<GroupDto> {
  return naming(() =>
    withChanges(ctx, async (tx, changes) => {
      const found = await lockManaged(tx, actor, id);
      const before = await presentGroupRow(tx, found);
      const memberIds =
        input.memberIds === undefined
          ? before.memberIds
          : await checkGroupMemberIds(tx, actor.workspaceId, input.memberIds);
      const name = input.name ?? found.name;
      if (name === found.name && memberIds.join() === before.memberIds.join()) return before;
      const seq = await changes.nextSeq(actor.workspaceId);
      const [row] = await tx.update(groups).set({ name, seq }).where(eq(groups.id, found.id)).returning();
      await replaceMembers(tx, found.id, memberIds);
      const dto = presentGroup(row as GroupRow, memberIds);
      await recordGroup(changes, dto, seq);
      return dto;
    }),
  );
}

async function replaceMembers(tx: Tx, groupId: string, memberIds: string[]): Promise<void> {
  await tx
    .delete(groupMembers)
    .where(
      memberIds.length > 0
        ? and(eq(groupMembers.groupId, groupId), notInArray(groupMembers.userId, memberIds))
        : eq(groupMembers.groupId, groupId),
    );
  if (memberIds.length > 0) {
    await tx
      .insert(groupMembers)
      .values(memberIds.map((userId) => ({ groupId, userId })))
      .onConflictDoNothing();
  }
}

/** DELETE /groups/:id. */
export async function deleteGroup(ctx: SyncContext, actor: Actor, id: string): Promise<void> {
  await withChanges(ctx, async (tx, changes) => {
    const found = await lockManaged(tx, actor, id);
    await tx.delete(groups).where(eq(groups.id, found.id));
    await changes.record({
      workspaceId: actor.workspaceId,
      entity: 'group',
      op: 'delete',
      id: found.id,
      data: null,
    });
  });
}

/**
 * Someone left the workspace or was removed: they leave its groups, each an upsert, in the removal's
 * own transaction.
 */
export async function removeFromGroups(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  userId: string,
): Promise<void> {
  const held = await tx
    .select({ id: groups.id })
    .from(groups)
    .innerJoin(groupMembers, eq(groupMembers.groupId, groups.id))
    .where(and(eq(groups.workspaceId, workspaceId), eq(groupMembers.userId, userId)));
  if (held.length === 0) return;
  const ids = held.map((row) => row.id);
  const rows = await tx.select().from(groups).where(inArray(groups.id, ids)).orderBy(groups.id).for('update');
  await tx
    .delete(groupMembers)
    .where(and(inArray(groupMembers.groupId, ids), eq(groupMembers.userId, userId)));
  for (const row of rows) {
    const seq = await changes.nextSeq(workspaceId);
    const [stamped] = await tx.update(groups).set({ seq }).where(eq(groups.id, row.id)).returning();
    await recordGroup(changes, await presentGroupRow(tx, stamped as GroupRow), seq);
  }
}
