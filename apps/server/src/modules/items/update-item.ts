import type { ActivityKind, ItemDto, UpdateItemBody } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { items } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { accessOrbit } from '../orbits/access-orbit.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessItem } from './access-item.js';
import { addActivity } from './add-activity.js';
import { assertDatesInOrder } from './assert-dates-in-order.js';
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
    const { item, orbit: current } = await accessItem(tx, actor, id);
    assertOrbitActive(current);
    const moving = input.orbitId !== undefined;
    const orbit = moving ? await accessOrbit(tx, actor, input.orbitId as string) : current;
    assertOrbitActive(orbit);
    const changedOrbit = orbit.id !== item.orbitId;
    const currentKind = current.statuses.find((status) => status.id === item.statusId)?.kind ?? 'open';
    let statusId = input.statusId;
    if (statusId === undefined && changedOrbit) statusId = statusOfKind(orbit, currentKind);
    const refs = await resolveItemRefs(tx, orbit, { ...input, statusId });
    if (refs.parentId === item.id) {
      throw new AppError('validation_failed', 'A task cannot be its own subtask.', {
        parentId: 'A task cannot be its own subtask.',
      });
    }
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
    const kind = activityKind(input, changedOrbit, item.completedAt, completedAt);
    const fields = Object.keys(input).sort();
    await addActivity(tx, {
      itemId: item.id,
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      kind,
      data: { fields },
    });
    return stampItem(tx, changes, actor.workspaceId, item.id);
  });
}

function activityKind(
  input: UpdateItemBody,
  changedOrbit: boolean,
  before: Date | null,
  after: Date | null,
): ActivityKind {
  if (!before && after) return 'complete';
  if (before && !after) return 'uncomplete';
  if (changedOrbit || input.listId !== undefined || input.position !== undefined) return 'move';
  return 'update';
}
