import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';

/**
 * Removes notifications whose target their person can no longer see (removed from the orbit, the
 * task moved away or deleted for good, out of the workspace): each a `notification` delete in the
 * person's room, in the write that took the access away, so it disappears from every device.
 */
export async function forgetNotifications(
  tx: Tx,
  changes: ChangeRecorder,
  where: { workspaceId: string; userIds?: readonly string[]; orbitId?: string; itemIds?: readonly string[] },
): Promise<number> {
  if (where.userIds?.length === 0 || where.itemIds?.length === 0) return 0;
  const conditions: SQL[] = [eq(notifications.workspaceId, where.workspaceId)];
  if (where.userIds) conditions.push(inArray(notifications.userId, [...where.userIds]));
  if (where.orbitId) conditions.push(eq(notifications.orbitId, where.orbitId));
  if (where.itemIds) conditions.push(inArray(notifications.itemId, [...where.itemIds]));
  const gone = await tx
    .delete(notifications)
    .where(and(...conditions))
    .returning({ id: notifications.id, userId: notifications.userId });
  if (gone.length === 0) return 0;
  const seqs = await Promise.all(gone.map(() => changes.nextSeq(where.workspaceId)));
  await changes.recordMany(
    gone.map((row, index) => ({
      workspaceId: where.workspaceId,
      entity: 'notification',
      op: 'delete' as const,
      id: row.id,
      userId: row.userId,
      data: null,
      seq: seqs[index] as number,
    })),
  );
  return gone.length;
}
