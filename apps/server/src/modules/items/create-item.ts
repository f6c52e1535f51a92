import type { CreateItemBody, ItemDto } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { items } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { notifyAssignment } from '../notifications/task-notifications.js';
import { accessOrbit } from '../orbits/access-orbit.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Created } from '../orbits/create-orbit.js';
import type { Actor } from '../sync/actor.js';
import { newId } from '../sync/new-id.js';
import { positionAfterLast } from '../sync/position-after-last.js';
import type { Tx } from '../sync/tx.js';
import { type ChangeRecorder, type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessItem } from './access-item.js';
import { addActivity } from './add-activity.js';
import { assertDatesInOrder } from './assert-dates-in-order.js';
import { loadItem } from './item.presenter.js';
import { completedAtFor, resolveItemRefs, statusOfKind } from './resolve-item-refs.js';
import { setItemLinks } from './set-item-links.js';
import { stampItem } from './stamp-items.js';

/** Inside a write: the task, its links, its "create" activity and its change. */
export async function insertItem(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  input: CreateItemBody,
): Promise<ItemDto> {
  const orbit = await accessOrbit(tx, actor, input.orbitId, 'key share');
  assertOrbitActive(orbit);
  const refs = await resolveItemRefs(tx, orbit, input);
  const id = newId();
  const statusId = input.statusId ?? statusOfKind(orbit, 'open');
  const dueAt = input.dueAt ? new Date(input.dueAt) : null;
  const startAt = input.startAt ? new Date(input.startAt) : null;
  assertDatesInOrder(startAt, dueAt);
  await tx.insert(items).values({
    id,
    clientId: input.clientId,
    workspaceId: actor.workspaceId,
    orbitId: orbit.id,
    listId: refs.listId ?? null,
    parentId: refs.parentId ?? null,
    title: input.title,
    description: input.description ?? '',
    statusId,
    priority: input.priority ?? 'none',
    dueAt,
    dueHasTime: input.dueHasTime ?? false,
    startAt,
    // A task created without a position goes after the orbit's others.
    position:
      input.position ?? (await positionAfterLast(tx, items, items.position, eq(items.orbitId, orbit.id))),
    completedAt: completedAtFor(orbit, statusId, null),
    createdBy: actor.userId,
  });
  await setItemLinks(tx, id, refs);
  await addActivity(tx, {
    itemId: id,
    workspaceId: actor.workspaceId,
    actorId: actor.userId,
    kind: 'create',
  });
  const item = await stampItem(tx, changes, actor.workspaceId, id);
  await notifyAssignment(tx, changes, actor, null, item);
  return item;
}

/** POST /items: 201 with the new task, or 200 with the one a previous try with this clientId made. */
export async function createItem(
  ctx: SyncContext,
  actor: Actor,
  input: CreateItemBody,
): Promise<Created<ItemDto>> {
  const again = async () => ({
    value: await loadItem(ctx.db, (await accessItem(ctx.db, actor, input.clientId)).item.id),
    created: false,
  });
  const [existing] = await ctx.db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.workspaceId, actor.workspaceId), eq(items.clientId, input.clientId)));
  if (existing) return again();
  try {
    const item = await withChanges(ctx, (tx, changes) => insertItem(tx, changes, actor, input));
    return { value: item, created: true };
  } catch (error) {
    if (isUniqueViolation(error, 'items_workspace_id_client_id_key')) return again();
    throw error;
  }
}
