import {
  type NotificationDto,
  notificationBatchSchema,
  notificationSchema,
  type UpdateNotificationBody,
} from '@orbit/shared';
import type { SyncDb } from '../../lib/syncDb';
import { rowSeq } from './rowSeq';

// Where the inbox lives on this device (docs/SYNC.md, Notifications): the `notifications` table of the
// sync engine's own database (`orbit-sync`, version 4), since the seed's tables are fixed. Rows arrive
// as `notification` changes in the person's own room and from the bootstrap.

export type NotificationRow = NotificationDto;
export type NotificationChange = Pick<UpdateNotificationBody, 'read' | 'done' | 'snoozedUntil'>;

/** The row after a change, as the server will make it (read and done keep their first time). */
export function changedNotification(
  row: NotificationDto,
  change: NotificationChange,
  now: string,
): NotificationDto {
  const next = { ...row };
  if (change.read !== undefined) next.readAt = change.read ? (row.readAt ?? now) : null;
  if (change.done !== undefined) next.doneAt = change.done ? (row.doneAt ?? now) : null;
  if (change.snoozedUntil !== undefined) next.snoozedUntil = change.snoozedUntil;
  return next;
}

/**
 * A bulk change (`notificationBatch`, one logged change for many rows), inside a transaction over
 * `notifications` of the sync database. The server lists only the rows the change changed, so each
 * one held here with a lower seq takes the server's values exactly (read or done at `at`, the snooze
 * time) and the batch's seq. Rows not held here are read as they are when they load.
 */
export async function applyNotificationBatch(store: SyncDb, data: unknown, seq: number): Promise<void> {
  const batch = notificationBatchSchema.parse(data);
  const held = (await store.notifications.bulkGet(batch.ids)) as (NotificationDto | undefined)[];
  const next = held.flatMap((row) => {
    if (!row || rowSeq(row) >= seq) return [];
    const changed: NotificationDto = { ...row, seq };
    if (batch.read !== undefined) changed.readAt = batch.read ? batch.at : null;
    if (batch.done !== undefined) changed.doneAt = batch.done ? batch.at : null;
    if (batch.snoozedUntil !== undefined) changed.snoozedUntil = batch.snoozedUntil;
    return [changed];
  });
  if (next.length > 0) await store.notifications.bulkPut(next);
}

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
