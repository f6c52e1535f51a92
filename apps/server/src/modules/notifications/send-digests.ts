import type { DigestFrequency, NotificationKind, Role } from '@orbit/shared';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  memberships,
  type NotificationRow,
  notificationPreferences,
  notifications,
  users,
  workspaces,
} from '../../db/schema/index.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../../mail/mailer.js';
import { type DigestLine, digestMail } from './digest.mail.js';
import { inInbox, visibleCondition } from './list-notifications.js';
import { presentPreferences } from './notification-preferences.js';
import { unsubscribeToken } from './unsubscribe-token.js';
import { knownTimeZone, lastHourIn } from './zoned-time.js';

export type DigestDeps = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** The app's address for links (PUBLIC_URL, or the local address without it). */
  origin: string;
  /** Signs the unsubscribe links (the instance's secret). */
  secret: Uint8Array;
};

const minute = 60 * 1000;
/** How long a notification stays unread before it may be mailed, and how often one person gets a mail. */
export const digestIntervalMs: Record<Exclude<DigestFrequency, 'off'>, number> = {
  '15m': 15 * minute,
  hourly: 60 * minute,
  daily: 24 * 60 * minute,
};
/**
 * The daily digest of a person with a time zone (My account) goes at this hour of their clock: in the
 * first run from then until `morningEndHour`, once that day (a server down all morning skips a day).
 */
export const digestMorningHour = 8;
const morningEndHour = 12;
/** What the morning digest holds: unread for at least this long (a message of 07:59 may be read yet). */
const morningMinAgeMs = 60 * minute;
/** At most this many lines in one mail (the rest wait in the inbox, marked mailed too). */
const linesMax = 50;

/**
 * The digest job (every five minutes): for each person and workspace whose setting is not off, what
 * stayed unread (not done, not snoozed, never mailed, unchanged for at least their interval, of a kind
 * they want by e-mail) goes out as one mail in their language, at most once per interval (a daily one
 * at 08:00 in the person's time zone when they set one: `digestDue`), through the configured mailer. A
 * row is marked mailed only once the mail was handed over. Returns mails sent.
 */
export async function sendDigests(deps: DigestDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const shortest = new Date(now.getTime() - digestIntervalMs['15m']);
  const pending = await db
    .selectDistinct({ userId: notifications.userId, workspaceId: notifications.workspaceId })
    .from(notifications)
    .where(
      and(
        isNull(notifications.readAt),
        isNull(notifications.doneAt),
        isNull(notifications.emailedAt),
        lte(notifications.updatedAt, shortest),
      ),
    );
  let sent = 0;
  for (const pair of pending) {
    try {
      if (await sendOne(deps, pair.userId, pair.workspaceId, now)) sent += 1;
    } catch (error) {
      deps.logger.error({ err: error, userId: pair.userId }, 'notification digest not sent');
    }
  }
  return sent;
}

async function sendOne(deps: DigestDeps, userId: string, workspaceId: string, now: Date): Promise<boolean> {
  const { db } = deps;
  const [person] = await db
    .select({
      email: users.email,
      locale: users.locale,
      timeZone: users.timeZone,
      role: memberships.role,
      slug: workspaces.slug,
      workspaceName: workspaces.name,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(and(eq(memberships.userId, userId), eq(memberships.workspaceId, workspaceId)));
  if (!person) return false;
  const [stored] = await db
    .select()
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.workspaceId, workspaceId)),
    );
  const preferences = presentPreferences(stored);
  if (preferences.digest === 'off') return false;
  const minAge = digestDue(preferences.digest, person.timeZone, stored?.lastDigestAt ?? null, now);
  if (minAge === null) return false;
  const actor = { userId, workspaceId, role: person.role as Role };
  const wanted = Object.entries(preferences.kinds)
    .filter(([, pref]) => pref.email)
    .map(([kind]) => kind as NotificationKind);
  if (wanted.length === 0) return false;
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        await visibleCondition(db, actor),
        inInbox(),
        isNull(notifications.readAt),
        isNull(notifications.emailedAt),
        inArray(notifications.kind, wanted),
        lte(notifications.updatedAt, new Date(now.getTime() - minAge)),
      ),
    )
    .orderBy(sql`${notifications.updatedAt} desc`)
    .limit(linesMax);
  if (rows.length === 0) return false;
  const base = `${deps.origin}/${person.slug}`;
  const actorNames = await namesOf(db, rows);
  const lines: DigestLine[] = rows.map((row) => ({
    kind: row.kind,
    title: row.title || '—',
    actor: (row.actorId && actorNames.get(row.actorId)) || 'Orbit',
    count: row.count,
    url: targetUrl(base, row),
  }));
  const token = unsubscribeToken(deps.secret, userId, workspaceId);
  await deps.mailer.send(
    digestMail({
      to: person.email,
      locale: person.locale,
      workspaceName: person.workspaceName,
      inboxUrl: `${base}/inbox`,
      unsubscribeUrl: `${deps.origin}/api/notifications/unsubscribe?token=${token}`,
      lines,
    }),
  );
  // Handed over: these rows are mailed (a newer event clears the mark), and the person's clock starts.
  await db
    .update(notifications)
    .set({ emailedAt: now })
    .where(
      inArray(
        notifications.id,
        rows.map((row) => row.id),
      ),
    );
  await db
    .insert(notificationPreferences)
    .values({ userId, workspaceId, lastDigestAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.workspaceId],
      set: { lastDigestAt: now },
    });
  return true;
}

/**
 * Whether a person's digest may go now, and if so how long a notification must have stayed unread to
 * be in it (null: not now). Every interval after the last one; a daily digest of someone with a time
 * zone at 08:00 their time instead (the first run that morning, once a day), with what stayed unread
 * for an hour.
 */
export function digestDue(
  digest: Exclude<DigestFrequency, 'off'>,
  timeZone: string | null,
  lastDigestAt: Date | null,
  now: Date,
): number | null {
  if (digest === 'daily' && timeZone) {
    const zone = knownTimeZone(timeZone);
    const morning = lastHourIn(now.getTime(), digestMorningHour, zone);
    const noon = morning + (morningEndHour - digestMorningHour) * 60 * minute;
    if (now.getTime() >= noon) return null;
    if (lastDigestAt && lastDigestAt.getTime() >= morning) return null;
    return morningMinAgeMs;
  }
  const interval = digestIntervalMs[digest];
  if (lastDigestAt && now.getTime() - lastDigestAt.getTime() < interval) return null;
  return interval;
}

async function namesOf(db: Database, rows: NotificationRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((user) => [user.id, user.name.trim() || user.email]));
}

/** The link of one line: the task panel, the conversation, the person, or the inbox. */
function targetUrl(base: string, row: NotificationRow): string {
  if (row.itemId && row.orbitId) return `${base}/${row.orbitId}/${row.itemId}`;
  if (row.conversationId) return `${base}/chat/${row.conversationId}`;
  if (row.targetKind === 'member') return `${base}/${row.targetId}`;
  return `${base}/inbox`;
}
