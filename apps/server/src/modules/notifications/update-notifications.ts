import type { BulkNotificationsBody, NotificationDto, UpdateNotificationBody } from '@orbit/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
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

/**
 * POST /notifications/bulk: the same change for the given ids (one that is not the caller's: 404 and
 * nothing changed), or for everything still in the inbox (of the given kinds).
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
      .where(and(...conditions));
    if (body.ids && found.length !== new Set(body.ids).size) throw notFound('Notification not found.');
    const rows = await changeNotifications(
      tx,
      changes,
      actor,
      found.map((row) => row.id),
      body,
    );
    return { updated: rows.length };
  });
}
