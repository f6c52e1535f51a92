import type { ListNotificationsQuery, NotificationPageDto } from '@orbit/shared';
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import type { Reader } from '../sync/tx.js';
import { visibleOrbitIds } from '../sync/visible-orbits.js';
import { presentNotification } from './notification.presenter.js';

/**
 * What the person may still see: a notification about a task only while its orbit is visible to them
 * and the task is not in Trash (access lost also deletes it, in the write that took it away).
 */
export async function visibleCondition(
  db: Reader,
  actor: Actor,
  options: { trashed?: boolean } = {},
): Promise<SQL> {
  const orbitIds = await visibleOrbitIds(db, actor.workspaceId, actor.userId, actor.role);
  const orbitVisible =
    orbitIds.length === 0
      ? isNull(notifications.orbitId)
      : or(isNull(notifications.orbitId), inArray(notifications.orbitId, orbitIds));
  const itemLive = sql`(${notifications.itemId} is null or exists (select 1 from items i where i.id = ${notifications.itemId} and i.deleted_at is null))`;
  return and(
    eq(notifications.userId, actor.userId),
    eq(notifications.workspaceId, actor.workspaceId),
    orbitVisible,
    options.trashed ? undefined : itemLive,
  ) as SQL;
}

/** Still in the inbox: not done, and not snoozed to a later time. */
export const inInbox = (): SQL =>
  and(
    isNull(notifications.doneAt),
    or(isNull(notifications.snoozedUntil), sql`${notifications.snoozedUntil} <= now()`),
  ) as SQL;

function statusCondition(status: ListNotificationsQuery['status']): SQL | undefined {
  if (status === 'inbox') return inInbox();
  if (status === 'done') return isNotNull(notifications.doneAt);
  if (status === 'snoozed') {
    return and(isNull(notifications.doneAt), sql`${notifications.snoozedUntil} > now()`) as SQL;
  }
  return undefined;
}

function parseCursor(cursor: string): { at: Date; id: string } {
  const split = cursor.lastIndexOf('_');
  const at = new Date(cursor.slice(0, split));
  const id = cursor.slice(split + 1);
  if (split < 0 || Number.isNaN(at.getTime()) || !/^[0-9a-z]+$/.test(id)) {
    throw new AppError('validation_failed', 'That cursor is not valid.', {
      before: 'That cursor is not valid.',
    });
  }
  return { at, id };
}

/** GET /notifications: one page, latest event first, with the unread count of the inbox. */
export async function listNotifications(
  db: Reader,
  actor: Actor,
  query: ListNotificationsQuery,
): Promise<NotificationPageDto> {
  const visible = await visibleCondition(db, actor);
  const conditions: (SQL | undefined)[] = [visible, statusCondition(query.status)];
  if (query.kind?.length) conditions.push(inArray(notifications.kind, query.kind));
  if (query.unread === 'true') conditions.push(isNull(notifications.readAt));
  if (query.unread === 'false') conditions.push(isNotNull(notifications.readAt));
  if (query.before) {
    const { at, id } = parseCursor(query.before);
    conditions.push(
      or(lt(notifications.updatedAt, at), and(eq(notifications.updatedAt, at), lt(notifications.id, id))),
    );
  }
  const rows = await db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const [unread] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(visible, inInbox(), isNull(notifications.readAt)));
  return {
    notifications: page.map(presentNotification),
    cursor: rows.length > query.limit && last ? `${last.updatedAt.toISOString()}_${last.id}` : null,
    unread: unread?.count ?? 0,
  };
}
