import type { AttachmentDto, ItemDto } from '@orbit/shared';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { attachments, type ItemRow, itemAssignees, itemLabels, items } from '../../db/schema/index.js';
import { iso } from '../sync/sync.helpers.js';
import type { Reader } from '../sync/tx.js';

type ItemWithLinks = ItemRow & { assigneeIds: string[]; labelIds: string[]; attachments: AttachmentDto[] };

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
    attachments: row.attachments,
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

/** user ids or label ids per task, each list sorted so two reads of one row are always deep-equal. */
function groupLinks(rows: { itemId: string; linked: string }[]): Map<string, string[]> {
  const byItem = new Map<string, string[]>();
  for (const row of rows) {
    const list = byItem.get(row.itemId);
    if (list) list.push(row.linked);
    else byItem.set(row.itemId, [row.linked]);
  }
  for (const list of byItem.values()) list.sort();
  return byItem;
}

type AttachmentLink = Omit<AttachmentDto, 'createdAt'> & { itemId: string; createdAt: Date };

/** Each task's files, oldest first (the order they were attached in). */
function groupAttachments(rows: AttachmentLink[]): Map<string, AttachmentDto[]> {
  const byItem = new Map<string, AttachmentDto[]>();
  for (const { itemId, ...file } of rows) {
    const dto = { ...file, createdAt: file.createdAt.toISOString() };
    const list = byItem.get(itemId);
    if (list) list.push(dto);
    else byItem.set(itemId, [dto]);
  }
  return byItem;
}

/**
 * Tasks matching `where` as DTOs, in position order. Assignees, labels and attachments come from three
 * joined reads with the same condition, so a bootstrap of thousands of tasks runs four queries, not a
 * subquery per row and link table.
 */
export async function loadItemsWhere(db: Reader, where: SQL | undefined): Promise<ItemDto[]> {
  const rows = await db.select().from(items).where(where).orderBy(asc(items.position), asc(items.id));
  if (rows.length === 0) return [];
  const assignees = await db
    .select({ itemId: itemAssignees.itemId, linked: itemAssignees.userId })
    .from(itemAssignees)
    .innerJoin(items, eq(items.id, itemAssignees.itemId))
    .where(where);
  const labelled = await db
    .select({ itemId: itemLabels.itemId, linked: itemLabels.labelId })
    .from(itemLabels)
    .innerJoin(items, eq(items.id, itemLabels.itemId))
    .where(where);
  const files = await db
    .select({
      itemId: attachments.itemId,
      id: attachments.id,
      name: attachments.name,
      contentType: attachments.contentType,
      size: attachments.size,
      createdBy: attachments.createdBy,
      createdAt: attachments.createdAt,
    })
    .from(attachments)
    .innerJoin(items, eq(items.id, attachments.itemId))
    .where(where)
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
  const assigneeIds = groupLinks(assignees);
  const labelIds = groupLinks(labelled);
  const filesByItem = groupAttachments(files);
  return rows.map((row) =>
    presentItem({
      ...row,
      assigneeIds: assigneeIds.get(row.id) ?? [],
      labelIds: labelIds.get(row.id) ?? [],
      attachments: filesByItem.get(row.id) ?? [],
    }),
  );
}

export async function loadItem(db: Reader, id: string): Promise<ItemDto> {
  const [item] = await loadItemsWhere(db, inArray(items.id, [id]));
  if (!item) throw new Error(`loadItem: no item ${id}`);
  return item;
}
