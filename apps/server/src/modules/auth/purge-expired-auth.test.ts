import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle, emailTokens, pendingSignups, sessions } from '../../db/schema/index.js';
import { authCleanupQueue, startJobs } from '../../jobs/start-jobs.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser } from '../../test/factories.js';
import { testLogger } from '../../test/test-logger.js';
import { createAttachmentStorage } from '../attachments/storage/create-attachment-storage.js';
import { purgeExpiredAuth } from './purge-expired-auth.js';

const HOUR = 60 * 60 * 1000;

describe('the auth cleanup job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('deletes expired and revoked sessions, spent or expired mail links, sign-ups past their time and stale throttle rows, nothing live', async () => {
    const { db } = t.database;
    const user = await createUser(db);
    const now = Date.now();
    const session = (tag: string, expiresIn: number, extra: Partial<typeof sessions.$inferInsert> = {}) => ({
      userId: user.id,
      familyId: randomUUID(),
      refreshTokenHash: `${tag}-${randomUUID()}`,
      expiresAt: new Date(now + expiresIn),
      ...extra,
    });
    const rows = await db
      .insert(sessions)
      .values([
        session('live', HOUR),
        session('spent', HOUR, { replacedBy: randomUUID(), rotatedAt: new Date(now) }),
        session('expired', -HOUR),
        session('revoked', HOUR, { revokedAt: new Date(now) }),
      ])
      .returning({ id: sessions.id, hash: sessions.refreshTokenHash });
    const token = (tag: string, expiresIn: number, usedAt: Date | null = null) => ({
      hash: `${tag}-${randomUUID()}`,
      kind: 'verify' as const,
      userId: user.id,
      expiresAt: new Date(now + expiresIn),
      usedAt,
    });
    const tokens = await db
      .insert(emailTokens)
      .values([token('live', HOUR), token('used', HOUR, new Date(now)), token('expired', -HOUR)])
      .returning({ hash: emailTokens.hash });
    const day = 24 * HOUR;
    const keys = ['recent', 'stale', 'stale-but-locked'].map((k) => `${k}:${randomUUID()}`);
    await db.insert(authThrottle).values([
      { key: keys[0] as string, failures: 3, windowStart: new Date(now - HOUR) },
      { key: keys[1] as string, failures: 3, windowStart: new Date(now - 2 * day) },
      {
        key: keys[2] as string,
        failures: 5,
        windowStart: new Date(now - 2 * day),
        lockedUntil: new Date(now + HOUR),
      },
    ]);

    const signup = (tag: string, expiresIn: number) => ({
      email: `${tag}-${randomUUID()}@example.com`,
      passwordHash: 'not a real hash',
      expiresAt: new Date(now + expiresIn),
    });
    const signups = await db
      .insert(pendingSignups)
      .values([signup('waiting', HOUR), signup('over', -HOUR)])
      .returning({ id: pendingSignups.id });
    // The expired sign-up still has a session that has not run out: it goes with the sign-up.
    const [signupSession] = await db
      .insert(sessions)
      .values({ ...session('signup', HOUR), userId: null, pendingSignupId: signups[1]?.id })
      .returning({ id: sessions.id });
    if (!signupSession) throw new Error('no session for the sign-up');

    expect(await purgeExpiredAuth(db)).toEqual({
      sessions: 2,
      emailTokens: 2,
      pendingSignups: 1,
      throttle: 1,
    });
    const keptSignups = await db
      .select({ email: pendingSignups.email })
      .from(pendingSignups)
      .where(
        inArray(
          pendingSignups.id,
          signups.map((row) => row.id),
        ),
      );
    expect(keptSignups.map((row) => row.email.split('-')[0])).toEqual(['waiting']);
    expect(await db.select().from(sessions).where(eq(sessions.id, signupSession.id))).toEqual([]);
    const kept = await db
      .select({ hash: sessions.refreshTokenHash })
      .from(sessions)
      .where(
        inArray(
          sessions.id,
          rows.map((row) => row.id),
        ),
      );
    expect(kept.map((row) => row.hash.split('-')[0]).sort()).toEqual(['live', 'spent']);
    const keptTokens = await db
      .select({ hash: emailTokens.hash })
      .from(emailTokens)
      .where(
        inArray(
          emailTokens.hash,
          tokens.map((row) => row.hash),
        ),
      );
    expect(keptTokens.map((row) => row.hash.split('-')[0])).toEqual(['live']);
    const keptKeys = await db
      .select({ key: authThrottle.key })
      .from(authThrottle)
      .where(inArray(authThrottle.key, keys));
    expect(keptKeys.map((row) => row.key.split(':')[0]).sort()).toEqual(['recent', 'stale-but-locked']);
  });

  it('is scheduled with pg-boss when the jobs start', async () => {
    const boss = await startJobs({
      pool: t.database.pool,
      db: t.database.db,
      io: t.app.io,
      logger: testLogger,
      storage: createAttachmentStorage(t.config),
    });
    try {
      expect((await boss.getSchedules()).map((schedule) => schedule.name)).toContain(authCleanupQueue);
    } finally {
      await boss.stop({ graceful: true, wait: true, close: false });
    }
  });
});
