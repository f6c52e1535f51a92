import type {
  BulkNotificationsBody,
  NotificationBatchDto,
  NotificationDto,
  UpdateNotificationBody,
} from '@orbit/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { newId } from '../sync/new-id.js';
import type { Tx } from '../sync/tx.js';
import { type ChangeRecorder, type SyncContext, withChanges } from '../sync/with-changes.js';
import { inInbox, visibleCondition } from './list-notifications.js';
import { fromRaw, presentNotification, type RawNotificationRow } from './notification.presenter.js';

type Change = Pick<UpdateNotificationBody, 'read' | 'done' | 'snoozedUntil'>;

/** The SET list of a change: read and done stamp now, snoozing sets the time (null wakes it). */
function assignments(change: Change): SQL {
  const parts: SQL[] = [];
  if (change.read !== undefined)
    parts.push(change.read ? sql`read_at = coalesce(read_at, now())` : sql`read_at = null`);
  if (change.done !== undefined)
    parts.push(change.done ? sql`done_at = coalesce(done_at, now())` : sql`done_at = null`);
  if (change.snoozedUntil !== undefined) {
    parts.push(sql`snoozed_until = ${change.snoozedUntil}::timestamptz`);
  }
  // Marked read or done: it will not go out in a digest any more.
  parts.push(sql`seq = next_change_seq()`);
  return sql.join(parts, sql`, `);
}

/** The same change to the caller's rows `ids`, each logged to their own room; answers the rows changed. */
export async function changeNotifications(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  ids: string[],
  change: Change,
) {
  if (ids.length === 0) return [];
  // Locked in id order first, so two bulk changes over the same rows take turns without a deadlock.
  const idArray = `{${ids.join(',')}}`;
  await tx.execute(
    sql`select 1 from notifications where id = any(${idArray}::text[]) order by id for update`,
  );
  const result = await tx.execute<RawNotificationRow>(sql`
    update notifications set ${assignments(change)}
    where id = any(${idArray}::text[]) and user_id = ${actor.userId}::uuid
    returning *`);
  const rows = result.rows.map(fromRaw);
  await changes.recordMany(
    rows.map((row) => ({
      workspaceId: row.workspaceId,
      entity: 'notification',
      op: 'upsert' as const,
      id: row.id,
      userId: row.userId,
      data: presentNotification(row),
      seq: row.seq,
    })),
  );
  return rows;
}

/** PATCH /notifications/:id: only one's own (anyone else's: 404, nothing changed). */
export async function updateNotification(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  body: UpdateNotificationBody,
): Promise<NotificationDto> {
  return withChanges(ctx, async (tx, changes) => {
    const visible = await visibleCondition(tx, actor);
    const [found] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(visible, eq(notifications.id, id)));
    if (!found) throw notFound('Notification not found.');
    const [row] = await changeNotifications(tx, changes, actor, [found.id], body);
    if (!row) throw notFound('Notification not found.');
    return presentNotification(row);
  });
}

/** One field of a bulk change: the rows it changes, and how (read and done stamp the transaction's time). */
function fieldChanges(body: BulkNotificationsBody): { only: SQL; set: SQL; change: Change }[] {
  const fields: { only: SQL; set: SQL; change: Change }[] = [];
  if (body.read !== undefined) {
    fields.push(
      body.read
        ? { only: sql`read_at is null`, set: sql`read_at = now()`, change: { read: true } }
        : { only: sql`read_at is not null`, set: sql`read_at = null`, change: { read: false } },
    );
  }
  if (body.done !== undefined) {
    fields.push(
      body.done
        ? { only: sql`done_at is null`, set: sql`done_at = now()`, change: { done: true } }
        : { only: sql`done_at is not null`, set: sql`done_at = null`, change: { done: false } },
    );
  }
  if (body.snoozedUntil !== undefined) {
    const until = body.snoozedUntil === null ? null : new Date(body.snoozedUntil).toISOString();
    fields.push({
      only: sql`snoozed_until is distinct from ${until}::timestamptz`,
      set: sql`snoozed_until = ${until}::timestamptz`,
      change: { snoozedUntil: until },
    });
  }
  return fields;
}

/**
 * POST /notifications/bulk: the same change for the given ids (one that is not the caller's: 404 and
 * nothing changed), or for everything still in the inbox (of the given kinds). Set-based, however many
 * rows: they are locked in id order (two bulk changes over the same rows take turns without a
 * deadlock); then, per field changed, one number, one UPDATE of the rows it changes, stamped with that
 * number, and one `notificationBatch` change in the person's room naming them (docs/SYNC.md,
 * Notifications). Answers how many rows changed.
 */
export async function bulkUpdateNotifications(
  ctx: SyncContext,
  actor: Actor,
  body: BulkNotificationsBody,
): Promise<{ updated: number }> {
  return withChanges(ctx, async (tx, changes) => {
    const visible = await visibleCondition(tx, actor);
    const conditions: SQL[] = [visible];
    if (body.ids) conditions.push(inArray(notifications.id, body.ids));
    else conditions.push(inInbox());
    if (body.kind?.length) conditions.push(inArray(notifications.kind, body.kind));
    const found = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(...conditions))
      .orderBy(notifications.id)
      .for('update');
    if (body.ids && found.length !== new Set(body.ids).size) throw notFound('Notification not found.');
    if (found.length === 0) return { updated: 0 };
    const idArray = `{${found.map((row) => row.id).join(',')}}`;
    const changed = new Set<string>();
    for (const field of fieldChanges(body)) {
      // Taken once every row is locked: a writer that changed one of them before has a lower number.
      const stamp = await tx.execute<{ seq: string; at: Date | string }>(
        sql`select next_change_seq() as seq, now() as at`,
      );
      const seq = Number(stamp.rows[0]?.seq);
      const at = new Date(stamp.rows[0]?.at ?? Date.now()).toISOString();
      const result = await tx.execute<{ id: string }>(sql`
        update notifications set ${field.set}, seq = ${seq}
        where id = any(${idArray}::text[]) and user_id = ${actor.userId}::uuid and ${field.only}
        returning id`);
      const ids = result.rows.map((row) => row.id);
      if (ids.length === 0) continue;
      for (const id of ids) changed.add(id);
      const batch: NotificationBatchDto = {
        id: newId(),
        workspaceId: actor.workspaceId,
        userId: actor.userId,
        ids,
        ...field.change,
        at,
        seq,
      };
      await changes.record(
        {
          workspaceId: actor.workspaceId,
          entity: 'notificationBatch',
          op: 'upsert',
          id: batch.id,
          userId: actor.userId,
          data: batch,
        },
        seq,
      );
    }
    return { updated: changed.size };
  });
}
