import {
  activityMergeWindowMs,
  type ItemChangeField,
  type ItemChanges,
  itemChangesSchema,
} from '@orbit/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { itemActivity } from '../../db/schema/index.js';
import type { Tx } from '../sync/tx.js';
import { addActivity } from './add-activity.js';
import { mergeItemChanges } from './merge-item-changes.js';

// The body's field names of each change, kept in `data.fields` for clients that read only those.
const bodyField: Record<ItemChangeField, string> = {
  title: 'title',
  description: 'description',
  status: 'statusId',
  priority: 'priority',
  due: 'dueAt',
  start: 'startAt',
  parent: 'parentId',
  list: 'listId',
  orbit: 'orbitId',
  position: 'position',
  assignees: 'assigneeIds',
  labels: 'labelIds',
};

const fieldsOf = (changes: ItemChanges) => Object.keys(changes).sort() as ItemChangeField[];

export const activityData = (changes: ItemChanges) => ({
  fields: fieldsOf(changes)
    .map((field) => bodyField[field])
    .sort(),
  changes,
});

type Edit = {
  itemId: string;
  workspaceId: string;
  actorId: string;
  kind: 'update' | 'move';
  changes: ItemChanges;
};

/**
 * The history line of an edit, or the line before with this edit folded in: when that line is the
 * task's newest (nobody else wrote one since), by the same person, of the same kind, about the same
 * fields, and its last edit was at most `activityMergeWindowMs` ago (measured on the database's clock).
 * A merged line whose fields all went back to where they started goes away. The caller holds the
 * task's row lock, so two edits of one task never merge into the same line at once.
 */
export async function recordItemEdit(tx: Tx, edit: Edit): Promise<void> {
  const fields = fieldsOf(edit.changes);
  if (fields.length === 0) return;
  const [last] = await tx
    .select({
      id: itemActivity.id,
      actorId: itemActivity.actorId,
      kind: itemActivity.kind,
      data: itemActivity.data,
      recent: sql<boolean>`${itemActivity.createdAt} > now() - make_interval(secs => ${activityMergeWindowMs / 1000})`,
    })
    .from(itemActivity)
    .where(eq(itemActivity.itemId, edit.itemId))
    .orderBy(desc(itemActivity.createdAt), desc(itemActivity.id))
    .limit(1);
  const previous =
    last?.recent && last.actorId === edit.actorId && last.kind === edit.kind
      ? itemChangesSchema.safeParse(last.data.changes)
      : undefined;
  if (last && previous?.success && fieldsOf(previous.data).join() === fields.join()) {
    const merged = mergeItemChanges(previous.data, edit.changes);
    if (fieldsOf(merged).length === 0) {
      await tx.delete(itemActivity).where(eq(itemActivity.id, last.id));
      return;
    }
    await tx
      .update(itemActivity)
      .set({ data: activityData(merged), createdAt: sql`now()` })
      .where(eq(itemActivity.id, last.id));
    return;
  }
  await addActivity(tx, { ...edit, data: activityData(edit.changes) });
}
