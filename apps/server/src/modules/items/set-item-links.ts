import { eq } from 'drizzle-orm';
import { itemAssignees, itemLabels } from '../../db/schema/index.js';
import type { Tx } from '../sync/tx.js';

/** Replaces a task's assignees and/or labels (left alone when not given). */
export async function setItemLinks(
  tx: Tx,
  itemId: string,
  links: { assigneeIds?: string[] | undefined; labelIds?: string[] | undefined },
): Promise<void> {
  if (links.assigneeIds) {
    await tx.delete(itemAssignees).where(eq(itemAssignees.itemId, itemId));
    if (links.assigneeIds.length > 0) {
      await tx.insert(itemAssignees).values(links.assigneeIds.map((userId) => ({ itemId, userId })));
    }
  }
  if (links.labelIds) {
    await tx.delete(itemLabels).where(eq(itemLabels.itemId, itemId));
    if (links.labelIds.length > 0) {
      await tx.insert(itemLabels).values(links.labelIds.map((labelId) => ({ itemId, labelId })));
    }
  }
}
