import type { ItemDto } from '@orbit/shared';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import { type ItemRow, itemAssignees, itemLabels, items } from '../../db/schema/index.js';
import { iso } from '../sync/sync.helpers.js';
import type { Reader } from '../sync/tx.js';

type ItemWithLinks = ItemRow & { assigneeIds: string[]; labelIds: string[] };

export function presentItem(row: ItemWithLinks): ItemDto {
  return {
    id: row.id,
    clientId: row.clientId,
    workspaceId: row.workspaceId,
    orbitId: row.orbitId,
    listId: row.listId,
    parentId: row.parentId,
    title: row.title,
    description: row.description,
    statusId: row.statusId,
    priority: row.priority,
    assigneeIds: row.assigneeIds,
    labelIds: row.labelIds,
    dueAt: iso(row.dueAt),
    dueHasTime: row.dueHasTime,
    startAt: iso(row.startAt),
    position: row.position,
    completedAt: iso(row.completedAt),
    deletedAt: iso(row.deletedAt),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
  };
}

// Assignees and labels come back as sorted arrays, so two reads of one row are always deep-equal.
const assigneeIds = sql<
  string[]
>`coalesce((select array_agg(${itemAssignees.userId}::text order by ${itemAssignees.userId}) from ${itemAssignees} where ${itemAssignees.itemId} = ${items.id}), '{}')`;
const labelIds = sql<
  string[]
>`coalesce((select array_agg(${itemLabels.labelId} order by ${itemLabels.labelId}) from ${itemLabels} where ${itemLabels.itemId} = ${items.id}), '{}')`;

/** Tasks matching `where` as DTOs, in position order. */
export async function loadItemsWhere(db: Reader, where: SQL | undefined): Promise<ItemDto[]> {
  const rows = await db
    .select({ item: items, assigneeIds, labelIds })
    .from(items)
    .where(where)
    .orderBy(asc(items.position), asc(items.id));
  return rows.map((row) =>
    presentItem({ ...row.item, assigneeIds: row.assigneeIds, labelIds: row.labelIds }),
  );
}

export async function loadItem(db: Reader, id: string): Promise<ItemDto> {
  const [item] = await loadItemsWhere(db, inArray(items.id, [id]));
  if (!item) throw new Error(`loadItem: no item ${id}`);
  return item;
}
