import type { ItemDto, UpdateItemBody } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { items } from '../../db/schema/index.js';
import { recordFavoritesOfMovedItem } from '../favorites/moved-item-favorites.js';
import { notifyAssignment } from '../notifications/task-notifications.js';
import { accessOrbit } from '../orbits/access-orbit.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Actor } from '../sync/actor.js';
import { recordItemMovedAway } from '../sync/record-lost-access.js';
import type { Tx } from '../sync/tx.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessItem } from './access-item.js';
import { addActivity } from './add-activity.js';
import { assertDatesInOrder } from './assert-dates-in-order.js';
import { assertNoParentCycle } from './assert-no-parent-cycle.js';
import { diffItem, isMove } from './diff-item.js';
import { loadItem } from './item.presenter.js';
import { activityData, recordItemEdit } from './record-item-edit.js';
import { completedAtFor, resolveItemRefs, statusOfKind } from './resolve-item-refs.js';
import { setItemLinks } from './set-item-links.js';
import { stampItem } from './stamp-items.js';

function date(value: string | null | undefined): Date | null | undefined {
  if (value === undefined || value === null) return value;
  return new Date(value);
}

/**
 * PATCH /items/:id: any editable field, moves between lists and orbits included. A task moved to
 * another orbit keeps the kind of its status (open or done) unless a status is given, and leaves its
 * list unless one is given.
 */
export async function updateItem(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  input: UpdateItemBody,
): Promise<ItemDto> {
  return withChanges(ctx, async (tx, changes) => {
    const { item, orbit: current } = await accessItem(tx, actor, id, { lock: true });
    assertOrbitActive(current);
    const before = await loadItem(tx, item.id);
    const moving = input.orbitId !== undefined;
    const orbit = moving ? await accessOrbit(tx, actor, input.orbitId as string, 'key share') : current;
    assertOrbitActive(orbit);
    const changedOrbit = orbit.id !== item.orbitId;
    const currentKind = current.statuses.find((status) => status.id === item.statusId)?.kind ?? 'open';
    let statusId = input.statusId;
    if (statusId === undefined && changedOrbit) statusId = statusOfKind(orbit, currentKind);
    const refs = await resolveItemRefs(tx, orbit, { ...input, statusId });
    if (refs.parentId) await assertNoParentCycle(tx, orbit.id, item.id, refs.parentId);
    assertDatesInOrder(
      input.startAt === undefined ? item.startAt : date(input.startAt),
      input.dueAt === undefined ? item.dueAt : date(input.dueAt),
      input.startAt === undefined ? 'dueAt' : 'startAt',
    );
    const finalStatus = statusId ?? item.statusId;
    const completedAt = completedAtFor(orbit, finalStatus, item.completedAt);
    await tx
      .update(items)
      .set({
        orbitId: orbit.id,
        listId: refs.listId === undefined ? (changedOrbit ? null : undefined) : refs.listId,
        parentId: refs.parentId === undefined ? (changedOrbit ? null : undefined) : refs.parentId,
        title: input.title,
        description: input.description,
        statusId: finalStatus,
        priority: input.priority,
        dueAt: date(input.dueAt),
        dueHasTime: input.dueHasTime,
        startAt: date(input.startAt),
        position: input.position,
        completedAt,
        updatedAt: new Date(),
      })
      .where(eq(items.id, item.id));
    await setItemLinks(tx, item.id, refs);
    const after = await stampItem(tx, changes, actor.workspaceId, item.id);
    await recordHistory(tx, actor, before, after);
    if (changedOrbit) {
      await recordItemMovedAway(tx, changes, actor.workspaceId, item.id, item.orbitId, orbit.id);
      await recordFavoritesOfMovedItem(tx, changes, actor.workspaceId, item.id, orbit.id);
    }
    await notifyAssignment(tx, changes, actor, before, after);
    return after;
  });
}

/** Completing or reopening is a line of its own; other edits say what changed and may merge. */
async function recordHistory(tx: Tx, actor: Actor, before: ItemDto, after: ItemDto): Promise<void> {
  const line = { itemId: after.id, workspaceId: actor.workspaceId, actorId: actor.userId };
  const itemChanges = diffItem(before, after);
  if (Boolean(before.completedAt) !== Boolean(after.completedAt)) {
    const kind = after.completedAt ? 'complete' : 'uncomplete';
    await addActivity(tx, { ...line, kind, data: activityData(itemChanges) });
    return;
  }
  await recordItemEdit(tx, { ...line, kind: isMove(itemChanges) ? 'move' : 'update', changes: itemChanges });
}
