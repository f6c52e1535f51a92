import { type NotificationDto, notificationSchema } from '@orbit/shared';
import type { SyncDb } from '../../lib/syncDb';
import { rowSeq } from '../sync/rowSeq';

// Where the inbox lives on this device (docs/SYNC.md, Notifications): the `notifications` table of the
// sync engine's own database (`orbit-sync`, version 4), since the seed's tables are fixed. Rows arrive
// as `notification` changes in the person's own room and from the bootstrap.

export type NotificationRow = NotificationDto;

/** A notification change, inside a transaction over `notifications` of the sync database. */
export async function putNotification(store: SyncDb, data: unknown, seq: number): Promise<void> {
  const row = notificationSchema.parse(data);
  const current = await store.notifications.get(row.id);
  if (current && rowSeq(current) >= seq) return;
  await store.notifications.put({ ...row, seq });
}

export async function deleteNotification(store: SyncDb, id: string, seq: number): Promise<void> {
  const current = await store.notifications.get(id);
  if (current && rowSeq(current) > seq) return;
  await store.notifications.delete(id);
}

/** The bootstrap is the whole truth for the rows it carries: the workspace's rows are replaced. */
export async function replaceNotifications(
  store: SyncDb,
  workspaceId: string,
  rows: readonly NotificationDto[],
): Promise<void> {
  await store.notifications.where('workspaceId').equals(workspaceId).delete();
  await store.notifications.bulkPut(rows.map((row) => ({ ...row })));
}

export async function dropWorkspaceNotifications(store: SyncDb, workspaceId: string): Promise<void> {
  await store.notifications.where('workspaceId').equals(workspaceId).delete();
}
