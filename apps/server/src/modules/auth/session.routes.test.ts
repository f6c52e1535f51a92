import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { type ApiClient, createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSignedInUser, createUser, defaultPassword } from '../../test/factories.js';
import { testLogger } from '../../test/test-logger.js';
import { loadAuthKeys } from './auth-keys.js';
import { hashToken } from './secret-token.js';

describe('sessions: refresh, logout and the access token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function loggedIn(): Promise<ApiClient> {
    const user = await createUser(t.database.db);
    const client = createApiClient(t.app);
    expect(
      (await client.post('/api/auth/login', { email: user.email, password: defaultPassword })).statusCode,
    ).toBe(200);
    return client;
  }

  const sessionOf = async (refreshToken: string | undefined) => {
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.refreshTokenHash, hashToken(refreshToken ?? '')));
    if (!row) throw new Error('no session row');
    return row;
  };

  /** Moves a spent token's rotation out of the race window, as if it were presented much later. */
  const ageRotation = (familyId: string) =>
    t.database.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.familyId, familyId));

  it('answers 401 { code: unauthorized } on a protected route without a session', async () => {
    const res = await createApiClient(t.app).get('/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('refresh rotates both tokens (204) and the new access token works', async () => {
    const client = await loggedIn();
    const oldRefresh = client.cookie('refresh_token');
    const oldAccess = client.cookie('access_token');
    const res = await client.post('/api/auth/refresh');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(client.cookie('refresh_token')).not.toBe(oldRefresh);
    expect(client.cookie('access_token')).not.toBe(oldAccess);
    expect(client.cookie('token')).toBe('true');
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('sends the refresh cookie only to /api/auth', async () => {
    const client = await loggedIn();
    expect(client.cookieHeader('/api/auth/refresh')).toContain('refresh_token=');
    expect(client.cookieHeader('/api/orgs/x')).not.toContain('refresh_token=');
  });

  it('a spent refresh token presented again revokes the whole family', async () => {
    const client = await loggedIn();
    const first = client.cookie('refresh_token') ?? '';
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(204);
    const { familyId } = await sessionOf(first);
    await ageRotation(familyId);

    const thief = createApiClient(t.app);
    thief.setCookie('refresh_token', first, '/api/auth');
    const stolen = await thief.post('/api/auth/refresh');
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json()).toMatchObject({ code: 'unauthorized' });

    // The legitimate holder is out too: its access token and its current refresh token are dead.
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
    const res = await client.post('/api/auth/refresh');
    expect(res.statusCode).toBe(401);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.familyId, familyId));
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('a token spent a moment ago (two tabs refreshing at once) gets an access token, not a new refresh token', async () => {
    const client = await loggedIn();
    const first = client.cookie('refresh_token') ?? '';
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(204);
    const otherTab = createApiClient(t.app, { ip: client.ip });
    otherTab.setCookie('refresh_token', first, '/api/auth');
    const res = await otherTab.post('/api/auth/refresh');
    expect(res.statusCode).toBe(204);
    expect(res.cookies.map((c) => c.name)).toEqual(['access_token']);
    expect((await otherTab.get('/api/auth/me')).statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);
  });

  it.each([
    ['another address', 'vitest'],
    ['the same address with another browser', 'curl/8.5.0'],
  ])(
    'a token spent a moment ago, replayed from %s, gets nothing and ends the session (logged)',
    async (_case, agent) => {
      const warn = vi.spyOn(testLogger, 'warn');
      try {
        const client = await loggedIn();
        const first = client.cookie('refresh_token') ?? '';
        expect(
          (await client.post('/api/auth/refresh', undefined, { 'user-agent': 'vitest' })).statusCode,
        ).toBe(204);
        const thief = createApiClient(t.app, agent === 'vitest' ? {} : { ip: client.ip });
        thief.setCookie('refresh_token', first, '/api/auth');
        const res = await thief.post('/api/auth/refresh', undefined, { 'user-agent': agent });
        expect(res.statusCode).toBe(401);
        expect(thief.cookie('access_token')).toBeUndefined();
        expect((await client.get('/api/auth/me')).statusCode).toBe(401);
        expect(warn).toHaveBeenCalledWith(
          expect.objectContaining({ inGrace: true }),
          'refresh token reused: session revoked',
        );
      } finally {
        warn.mockRestore();
      }
    },
  );

  it('refuses an expired refresh token with 401 and clears the cookies', async () => {
    const client = await loggedIn();
    const row = await sessionOf(client.cookie('refresh_token'));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row.id));
    const res = await client.post('/api/auth/refresh');
    expect(res.statusCode).toBe(401);
    expect(client.cookie('refresh_token')).toBeUndefined();
    expect(client.cookie('access_token')).toBeUndefined();
    expect(client.cookie('token')).toBeUndefined();
    // An expired session also stops its access token.
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('refuses refresh without a cookie or with an unknown token (401)', async () => {
    expect((await createApiClient(t.app).post('/api/auth/refresh')).statusCode).toBe(401);
    const client = createApiClient(t.app);
    client.setCookie('refresh_token', 'not-a-real-token', '/api/auth');
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('refuses refresh without the CSRF header (403)', async () => {
    const client = await loggedIn();
    const res = await client.post('/api/auth/refresh', undefined, { 'x-requested-with': 'XMLHttpRequest' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an expired or forged access token with 401', async () => {
    const { user } = await createSignedInUser(t.app, t.database.db);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const keys = await loadAuthKeys(t.database.db);
    const sign = (secret: Uint8Array, exp: number) =>
      new SignJWT({ sid: row?.familyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt(exp - 900)
        .setExpirationTime(exp)
        .sign(secret);
    const now = Math.floor(Date.now() / 1000);
    const expired = createApiClient(t.app);
    expired.setCookie('access_token', await sign(keys.accessTokenSecret, now - 10));
    expect((await expired.get('/api/auth/me')).statusCode).toBe(401);
    const forged = createApiClient(t.app);
    forged.setCookie('access_token', await sign(new Uint8Array(32), now + 600));
    expect((await forged.get('/api/auth/me')).statusCode).toBe(401);
    const valid = createApiClient(t.app);
    valid.setCookie('access_token', await sign(keys.accessTokenSecret, now + 600));
    expect((await valid.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('logout revokes the session and clears the cookies (204); the old tokens stop working', async () => {
    const client = await loggedIn();
    const access = client.cookie('access_token') ?? '';
    const refresh = client.cookie('refresh_token') ?? '';
    const res = await client.post('/api/auth/logout');
    expect(res.statusCode).toBe(204);
    expect(client.cookie('access_token')).toBeUndefined();
    expect(client.cookie('token')).toBeUndefined();

    const replay = createApiClient(t.app);
    replay.setCookie('access_token', access);
    replay.setCookie('refresh_token', refresh, '/api/auth');
    expect((await replay.get('/api/auth/me')).statusCode).toBe(401);
    expect((await replay.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('logout without a session still answers 204', async () => {
    expect((await createApiClient(t.app).post('/api/auth/logout')).statusCode).toBe(204);
  });

  it('logging out one device leaves the others signed in', async () => {
    const user = await createUser(t.database.db);
    const body = { email: user.email, password: defaultPassword };
    const laptop = createApiClient(t.app);
    const phone = createApiClient(t.app);
    await laptop.post('/api/auth/login', body);
    await phone.post('/api/auth/login', body);
    await laptop.post('/api/auth/logout');
    expect((await laptop.get('/api/auth/me')).statusCode).toBe(401);
    expect((await phone.get('/api/auth/me')).statusCode).toBe(200);
  });
});
