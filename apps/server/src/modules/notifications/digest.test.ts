import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, users } from '../../db/schema/index.js';
import { digestCron, notificationDigestQueue, startJobs } from '../../jobs/start-jobs.js';
import { createMailer } from '../../mail/create-mailer.js';
import type { Mailer } from '../../mail/mailer.js';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app.js';
import { testLogger } from '../../test/test-logger.js';
import { createAttachmentStorage } from '../attachments/storage/create-attachment-storage.js';
import { loadAuthKeys } from '../auth/auth-keys.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';
import { type DigestDeps, digestDue, sendDigests } from './send-digests.js';
import { lastHourIn } from './zoned-time.js';

type Received = { to: string[]; raw: string };

/** The message as a reader sees it: folded headers joined, quoted-printable soft breaks and escapes undone. */
function decode(raw: string): string {
  return raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('the e-mail digest, through a real SMTP server on loopback', () => {
  let t: TestApp;
  let w: TasksWorld;
  let server: SMTPServer;
  let mailer: Mailer;
  let deps: DigestDeps;
  const received: Received[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: decode(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.server.address() as AddressInfo).port;
    mailer = createMailer(
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'Orbit <no-reply@orbit.test>',
        dataDir: '/nonexistent',
      },
      testLogger,
    );
    const keys = await loadAuthKeys(t.database.db);
    deps = {
      db: t.database.db,
      mailer,
      logger: testLogger,
      origin: testOrigin,
      secret: keys.accessTokenSecret,
    };
  });
  afterAll(async () => {
    await mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  it('mails what stayed unread, once, in the person’s language, with working links and a no-login unsubscribe', async () => {
    const { owner, member, admin } = w.people;
    const db = t.database.db;
    await db.update(users).set({ locale: 'de' }).where(eq(users.id, member.user.id));
    await member.client.patch(`${w.base}/notifications/preferences`, { digest: '15m' });
    await admin.client.patch(`${w.base}/notifications/preferences`, { digest: 'off' });
    const orbit = await makeOrbit(w, owner.client);
    const task = await makeItem(w, owner.client, orbit.id, {
      title: 'Quarterly report',
      assigneeIds: [member.user.id, admin.user.id],
    });
    const read = await makeItem(w, owner.client, orbit.id, {
      title: 'Already seen',
      assigneeIds: [member.user.id],
    });
    const page = (await member.client.get(`${w.base}/notifications`)).json();
    const seen = page.notifications.find((n: { itemId: string }) => n.itemId === read.id);
    await member.client.patch(`${w.base}/notifications/${seen.id}`, { read: true });

    // Too fresh: nothing yet.
    expect(await sendDigests(deps, new Date(Date.now() + 60_000))).toBe(0);
    const later = new Date(Date.now() + 16 * 60_000);
    expect(await sendDigests(deps, later)).toBe(1);
    expect(received).toHaveLength(1);
    const mail = received[0] as Received;
    expect(mail.to).toEqual([member.user.email]);
    expect(mail.raw).toMatch(/^Subject: .*ungelesene Benachrichtigung/m);
    expect(mail.raw).toContain('Quarterly report');
    expect(mail.raw).toContain('hat dich zugewiesen');
    expect(mail.raw).not.toContain('Already seen');
    expect(mail.raw).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=/m,
    );
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // The task's link names the task the member can open (the task panel's address).
    const taskLink = `${testOrigin}/${w.workspace.slug}/${orbit.id}/${task.id}`;
    expect(mail.raw).toContain(taskLink);
    expect((await member.client.get(`${w.base}/sync/entity/item/${task.id}`)).statusCode).toBe(200);
    expect(mail.raw).toContain(`${testOrigin}/${w.workspace.slug}/inbox`);

    // Not twice.
    expect(await sendDigests(deps, new Date(later.getTime() + 20 * 60_000))).toBe(0);
    const [row] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.itemId, task.id), eq(notifications.userId, member.user.id)));
    expect(row?.emailedAt).not.toBeNull();

    // Unsubscribe without a session: the page, then the one-click POST (no cookie, no Origin).
    const link = mail.raw.match(
      /http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[A-Za-z0-9._-]+/,
    )?.[0];
    if (!link) throw new Error('no unsubscribe link');
    const path = link.replace(testOrigin, '');
    const anonymous = createApiClient(t.app);
    const shown = await anonymous.get(path);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Unsubscribe');
    expect((await t.app.inject({ method: 'POST', url: `${path}x` })).statusCode).toBe(404);
    const done = await t.app.inject({ method: 'POST', url: path });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Unsubscribed');
    expect((await member.client.get(`${w.base}/notifications/preferences`)).json().digest).toBe('off');

    // Off: a new unread assignment is never mailed.
    await makeItem(w, owner.client, orbit.id, { title: 'Another', assigneeIds: [member.user.id] });
    expect(await sendDigests(deps, new Date(Date.now() + 24 * 60 * 60_000))).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('a daily digest goes at 08:00 in the person’s time zone when they set one, else 24 h after the last', async () => {
    const { owner, admin } = w.people;
    const db = t.database.db;
    const zone = 'Asia/Tokyo';
    await admin.client.patch(`${w.base}/notifications/preferences`, { digest: 'daily' });
    await db.update(users).set({ timeZone: zone }).where(eq(users.id, admin.user.id));
    const orbit = await makeOrbit(w, owner.client);
    await makeItem(w, owner.client, orbit.id, { title: 'Morning brief', assigneeIds: [admin.user.id] });
    const toAdmin = () => received.filter((m) => m.to.includes(admin.user.email));
    const hour = 60 * 60_000;
    // A Tokyo 08:00 at least two hours from now (the assignment then stayed unread over an hour).
    const morning = lastHourIn(Date.now() + 26 * hour, 8, zone);
    expect(new Date(morning).toLocaleTimeString('en-GB', { timeZone: zone })).toBe('08:00:00');

    await sendDigests(deps, new Date(morning - 5 * 60_000));
    expect(toAdmin()).toHaveLength(0);
    await sendDigests(deps, new Date(morning + 60_000));
    expect(toAdmin()).toHaveLength(1);
    expect(toAdmin()[0]?.raw).toContain('Morning brief');
    // Once that day; a new event waits for the next morning (none in the afternoon or the night).
    await makeItem(w, owner.client, orbit.id, { title: 'Evening memo', assigneeIds: [admin.user.id] });
    for (const later of [2, 6, 20, 23.9]) await sendDigests(deps, new Date(morning + later * hour));
    expect(toAdmin()).toHaveLength(1);
    await sendDigests(deps, new Date(morning + 24 * hour + 60_000));
    expect(toAdmin()).toHaveLength(2);
    expect(toAdmin()[1]?.raw).toContain('Evening memo');
    expect(toAdmin()[1]?.raw).not.toContain('Morning brief');

    // No time zone: 24 hours after the last one, whatever the hour.
    await db.update(users).set({ timeZone: null }).where(eq(users.id, admin.user.id));
    await makeItem(w, owner.client, orbit.id, { title: 'Night shift', assigneeIds: [admin.user.id] });
    const last = morning + 24 * hour + 60_000;
    await sendDigests(deps, new Date(last + 23 * hour));
    expect(toAdmin()).toHaveLength(2);
    await sendDigests(deps, new Date(last + 24 * hour));
    expect(toAdmin()).toHaveLength(3);
    expect(toAdmin()[2]?.raw).toContain('Night shift');
  });

  it('is scheduled by the app’s jobs every five minutes, and a run mails a person with unread notifications', async () => {
    const { owner, member } = w.people;
    const db = t.database.db;
    const boss = await startJobs({
      pool: t.database.pool,
      db,
      io: t.app.io,
      logger: testLogger,
      storage: createAttachmentStorage(t.config),
      digest: { mailer: deps.mailer, origin: deps.origin, secret: deps.secret },
    });
    try {
      const schedules = await boss.getSchedules();
      expect(schedules.find((schedule) => schedule.name === notificationDigestQueue)).toMatchObject({
        cron: digestCron,
      });
      // The owner keeps the default (hourly): an assignment unread for two hours is due for a mail.
      const orbit = await makeOrbit(w, member.client);
      const task = await makeItem(w, member.client, orbit.id, {
        title: 'Budget review',
        assigneeIds: [owner.user.id],
      });
      await db
        .update(notifications)
        .set({ updatedAt: new Date(Date.now() - 2 * 60 * 60_000) })
        .where(and(eq(notifications.itemId, task.id), eq(notifications.userId, owner.user.id)));
      const before = received.length;
      // What the schedule does every five minutes: a job on the queue, worked by this instance.
      await boss.send(notificationDigestQueue, {});
      await vi.waitFor(
        () => {
          const mail = received.slice(before).find((m) => m.to.includes(owner.user.email));
          expect(mail?.raw).toContain('Budget review');
        },
        { timeout: 20_000, interval: 200 },
      );
    } finally {
      await boss.stop({ graceful: true, wait: true, close: false });
    }
  });
});

describe('when a morning digest is due (pure)', () => {
  const at = (iso: string) => new Date(iso);
  it('is 08:00 on the person’s clock, across a DST change, once a day, until noon', () => {
    const zone = 'America/New_York';
    // The day before DST starts 08:00 is 13:00 UTC; the day it starts (8 March 2026), 12:00 UTC.
    expect(new Date(lastHourIn(Date.parse('2026-03-07T15:00:00Z'), 8, zone)).toISOString()).toBe(
      '2026-03-07T13:00:00.000Z',
    );
    expect(new Date(lastHourIn(Date.parse('2026-03-08T15:00:00Z'), 8, zone)).toISOString()).toBe(
      '2026-03-08T12:00:00.000Z',
    );
    expect(digestDue('daily', zone, null, at('2026-03-08T11:59:00Z'))).toBeNull();
    expect(digestDue('daily', zone, null, at('2026-03-08T12:01:00Z'))).toBe(60 * 60_000);
    expect(digestDue('daily', zone, at('2026-03-08T12:01:00Z'), at('2026-03-08T12:06:00Z'))).toBeNull();
    // After noon on their clock nothing goes that day.
    expect(digestDue('daily', zone, at('2026-03-07T13:01:00Z'), at('2026-03-08T16:01:00Z'))).toBeNull();
    // Without a zone, or another frequency: the interval since the last one.
    expect(digestDue('daily', null, at('2026-03-07T15:00:00Z'), at('2026-03-08T14:59:00Z'))).toBeNull();
    expect(digestDue('daily', null, at('2026-03-07T15:00:00Z'), at('2026-03-08T15:00:00Z'))).toBe(
      24 * 60 * 60_000,
    );
    expect(digestDue('hourly', zone, null, at('2026-03-08T03:00:00Z'))).toBe(60 * 60_000);
  });
});
