import { sql } from 'drizzle-orm';
import { notificationDueMarks } from '../../db/schema/index.js';
import type { RecordedChange } from '../sync/record-change.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { fromRaw, presentNotification, type RawNotificationRow } from './notification.presenter.js';
import { loadPreferences } from './notification-preferences.js';
import { raiseNotifications } from './raise-notifications.js';
import { dueMoment, knownTimeZone } from './zoned-time.js';

const hour = 60 * 60 * 1000;
/** An overdue moment further back than this is not raised any more (a task made already late). */
const overdueWindowMs = 48 * hour;

type Candidate = {
  item_id: string;
  workspace_id: string;
  orbit_id: string;
  title: string;
  due_at: Date | string;
  due_has_time: boolean;
  user_id: string;
  time_zone: string | null;
};

type Due = { kind: 'due_soon' | 'overdue'; moment: number };

/** What, if anything, is due for this person now: overdue once the moment passed, due soon before. */
export function dueNow(moment: number, dueSoonHours: number, now: number): Due | null {
  if (now >= moment) return now - moment <= overdueWindowMs ? { kind: 'overdue', moment } : null;
  if (now >= moment - dueSoonHours * hour) return { kind: 'due_soon', moment };
  return null;
}

/**
 * The due-date job (every minute): for each open task with a due date, its assignees (its creator when
 * nobody is assigned) hear "due soon" once the configured hours before it, and "overdue" once it has
 * passed, each at the right minute of their own time zone. Each raise is remembered in
 * `notification_due_marks` in the transaction that raises it, so a second run, a restart or a second
 * instance never raises it again; a new due date raises anew. Returns how many were raised.
 */
export async function raiseDueNotifications(ctx: SyncContext, now = new Date()): Promise<number> {
  const maxAhead = 14 * 24 * hour + 36 * hour;
  const result = await ctx.db.execute<Candidate>(sql`
    select i.id as item_id, i.workspace_id, i.orbit_id, i.title, i.due_at, i.due_has_time,
      coalesce(a.user_id, i.created_by) as user_id, u.time_zone
    from items i
    join orbits o on o.id = i.orbit_id and o.archived_at is null
    left join item_assignees a on a.item_id = i.id
    join users u on u.id = coalesce(a.user_id, i.created_by)
    where i.deleted_at is null and i.completed_at is null and i.due_at is not null
      and i.due_at between ${new Date(now.getTime() - overdueWindowMs - 36 * hour).toISOString()}::timestamptz
        and ${new Date(now.getTime() + maxAhead).toISOString()}::timestamptz
      and (a.user_id is not null or not exists (select 1 from item_assignees x where x.item_id = i.id))
`);
  const byWorkspace = new Map<string, Candidate[]>();
  for (const row of result.rows) {
    const list = byWorkspace.get(row.workspace_id) ?? [];
    list.push(row);
    byWorkspace.set(row.workspace_id, list);
  }
  // Marks already made for these tasks: skipped here, so a quiet minute opens no transaction.
  const itemIds = [...new Set(result.rows.map((row) => row.item_id))];
  const marks = new Set<string>();
  if (itemIds.length > 0) {
    const held = await ctx.db.execute<{
      item_id: string;
      user_id: string;
      kind: string;
      due_at: Date | string;
    }>(
      sql`select item_id, user_id, kind, due_at from notification_due_marks where item_id = any(${`{${itemIds.join(',')}}`}::text[])`,
    );
    for (const mark of held.rows)
      marks.add(markKey(mark.item_id, mark.user_id, mark.kind, new Date(mark.due_at).getTime()));
  }
  let raised = 0;
  for (const [workspaceId, rows] of byWorkspace) {
    const preferences = await loadPreferences(ctx.db, workspaceId, [...new Set(rows.map((r) => r.user_id))]);
    for (const row of rows) {
      const hours = preferences.get(row.user_id)?.dueSoonHours ?? 24;
      const dueAt = row.due_at instanceof Date ? row.due_at : new Date(row.due_at);
      const moment = dueMoment(dueAt, row.due_has_time, knownTimeZone(row.time_zone));
      const due = dueNow(moment, hours, now.getTime());
      if (!due || marks.has(markKey(row.item_id, row.user_id, due.kind, due.moment))) continue;
      if (await raiseOnce(ctx, row, due)) raised += 1;
    }
  }
  return raised;
}

const markKey = (itemId: string, userId: string, kind: string, moment: number) =>
  `${itemId}|${userId}|${kind}|${moment}`;

/** One raise and its mark in one transaction: the mark already there means it was raised before. */
async function raiseOnce(ctx: SyncContext, row: Candidate, due: Due): Promise<boolean> {
  return withChanges(ctx, async (tx, changes) => {
    const marked = await tx
      .insert(notificationDueMarks)
      .values({ itemId: row.item_id, userId: row.user_id, kind: due.kind, dueAt: new Date(due.moment) })
      .onConflictDoNothing()
      .returning({ itemId: notificationDueMarks.itemId });
    if (marked.length === 0) return false;
    const told = await raiseNotifications(tx, changes, {
      workspaceId: row.workspace_id,
      kind: due.kind,
      actorId: null,
      target: { kind: 'item', id: row.item_id },
      itemId: row.item_id,
      orbitId: row.orbit_id,
      title: row.title,
      excerpt: new Date(due.moment).toISOString(),
      recipients: [row.user_id],
      direct: true,
    });
    return told.length > 0;
  });
}

/**
 * Snoozed notifications whose time came: back on top of the inbox, unread (part of the minute job).
 */
export async function wakeSnoozed(ctx: SyncContext, now = new Date()): Promise<number> {
  const woken: RecordedChange[] = [];
  await withChanges(ctx, async (tx, changes) => {
    const result = await tx.execute<RawNotificationRow>(sql`
      update notifications set updated_at = snoozed_until, snoozed_until = null, read_at = null,
        done_at = null, seq = next_change_seq()
      where id in (select id from notifications where snoozed_until <= ${now.toISOString()}::timestamptz
        order by id limit 1000 for update skip locked)
      returning *`);
    const rows = result.rows.map(fromRaw);
    woken.push(
      ...(await changes.recordMany(
        rows.map((row) => ({
          workspaceId: row.workspaceId,
          entity: 'notification',
          op: 'upsert' as const,
          id: row.id,
          userId: row.userId,
          data: presentNotification(row),
          seq: row.seq,
        })),
      )),
    );
  });
  return woken.length;
}
