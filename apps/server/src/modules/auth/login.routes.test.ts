import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle, users } from '../../db/schema/index.js';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, defaultPassword } from '../../test/factories.js';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (body: unknown, client = createApiClient(t.app)) =>
    client.post('/api/auth/login', body as object);

  it('signs in: 200, the three cookies, and no redirect for a finished account', async () => {
    const user = await createUser(t.database.db);
    const client = createApiClient(t.app);
    const res = await login(
      { email: user.email, password: defaultPassword, inviteId: null, joinId: null },
      client,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const byName = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(byName.access_token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 900 });
    expect(byName.refresh_token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(byName.refresh_token?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(byName.token).toMatchObject({ value: 'true', path: '/' });
    expect(byName.token?.httpOnly).toBeFalsy();
    expect(byName.access_token?.secure).toBeFalsy();
    const me = await client.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(user.email);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const user = await createUser(t.database.db);
    const res = await login({ email: `  ${user.email.toUpperCase()} `, password: defaultPassword });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['verify', null, '/verify'],
    ['create-profile', null, '/signup/create-profile'],
    ['choose-use-case', null, '/signup/choose-use-case'],
    ['create-workspace', 'team', '/signup/team/create-workspace'],
    ['create-workspace', 'personal', '/signup/personal/create-your-workspace'],
    ['invite-others', 'team', '/signup/invite-others'],
    ['getting-things-ready', 'team', '/signup/getting-things-ready'],
  ] as const)('redirects a user at step %s (%s) to %s', async (step, kind, redirect) => {
    const user = await createUser(t.database.db, {
      onboardingStep: step,
      signupKind: kind,
      verified: step !== 'verify',
    });
    const res = await login({ email: user.email, password: defaultPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect });
  });

  it('answers a wrong password and an unknown e-mail identically: 401 { password }', async () => {
    const user = await createUser(t.database.db);
    const wrong = await login({ email: user.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody-here@example.com', password: 'whatever-123' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ password: 'Incorrect email or password.' });
      expect(res.cookies).toEqual([]);
    }
  });

  it('refuses a password login for an account that only signs in with a provider', async () => {
    const user = await createUser(t.database.db, { password: null });
    const res = await login({ email: user.email, password: 'anything-at-all' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ password: 'Incorrect email or password.' });
  });

  it('answers field errors in the seed body for empty, missing, malformed and oversize input', async () => {
    const cases: [unknown, number, Record<string, string>][] = [
      [{ email: '', password: 'x' }, 400, { email: 'Enter your email address.' }],
      [{ email: 'a@example.com', password: '' }, 400, { password: 'Enter your password.' }],
      [
        { email: '', password: '' },
        400,
        { email: 'Enter your email address.', password: 'Enter your password.' },
      ],
      [{ email: 'not-an-email', password: 'x' }, 400, { email: 'Enter a valid email address.' }],
      [{ password: 'x' }, 400, { email: 'Enter your email address.' }],
      [{ email: 'a@example.com' }, 400, { password: 'Enter your password.' }],
      [{ email: 42, password: 'x' }, 400, { email: 'Enter your email address.' }],
      [{ email: 'a@example.com', password: ['x'] }, 400, { password: 'Enter your password.' }],
      [
        { email: `${'a'.repeat(250)}@example.com`, password: 'x' },
        400,
        { email: 'That email address is too long.' },
      ],
      [
        { email: 'a@example.com', password: 'x'.repeat(257) },
        400,
        { password: 'That password is too long.' },
      ],
      [{}, 400, { email: 'Enter your email address.', password: 'Enter your password.' }],
    ];
    for (const [body, status, expected] of cases) {
      const res = await login(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json(), JSON.stringify(body)).toEqual(expected);
    }
  });

  it('ignores inviteId and joinId on the plain login call', async () => {
    const user = await createUser(t.database.db);
    const res = await login({
      email: user.email,
      password: defaultPassword,
      inviteId: 'nope',
      joinId: 'nope',
    });
    expect(res.statusCode).toBe(200);
  });

  it('locks an account after 5 failures in 15 minutes, even for the right password, from any address', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i += 1) {
      const res = await login({ email: user.email, password: `wrong-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await login({ email: user.email, password: defaultPassword });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ email: 'Too many attempts. Try again in 15 minutes.' });
    expect(locked.cookies).toEqual([]);
    // Another address, same account: still locked.
    expect((await login({ email: user.email, password: defaultPassword })).statusCode).toBe(429);

    // When the lock runs out, the right password works again and clears the count.
    await t.database.db
      .update(authThrottle)
      .set({ lockedUntil: new Date(Date.now() - 1000), windowStart: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(authThrottle.key, `login:account:${user.email}`));
    expect((await login({ email: user.email, password: defaultPassword })).statusCode).toBe(200);
  });

  it('locks an address after 20 failures, whichever accounts it tries', async () => {
    const client = createApiClient(t.app);
    for (let i = 0; i < 20; i += 1) {
      const res = await login({ email: `guess-${i}@example.com`, password: 'password-guess' }, client);
      expect(res.statusCode).toBe(401);
    }
    const user = await createUser(t.database.db);
    const res = await login({ email: user.email, password: defaultPassword }, client);
    expect(res.statusCode).toBe(429);
    expect(res.json().email).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    // The same account from another address is fine.
    expect((await login({ email: user.email, password: defaultPassword })).statusCode).toBe(200);
  });

  it('holds both limits under 40 parallel wrong passwords: exactly 5 per account, 20 per address get checked', async () => {
    const statuses = (responses: { statusCode: number }[]) =>
      responses.map((r) => r.statusCode).sort((a, b) => a - b);
    const user = await createUser(t.database.db);
    const perAccount = await Promise.all(
      Array.from({ length: 40 }, () => login({ email: user.email, password: 'wrong password' })),
    );
    expect(statuses(perAccount)).toEqual([...Array(5).fill(401), ...Array(35).fill(429)]);

    const client = createApiClient(t.app);
    const perAddress = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login({ email: `parallel-${i}-${user.id}@example.com`, password: 'wrong password' }, client),
      ),
    );
    expect(statuses(perAddress)).toEqual([...Array(20).fill(401), ...Array(20).fill(429)]);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, even from a private address, so rotating it dodges no limit', async () => {
    const direct = createApiClient(t.app, { ip: '10.9.9.8' });
    for (let i = 0; i < 20; i += 1) {
      await direct.post(
        '/api/auth/login',
        { email: `spoof-${i}@example.com`, password: 'guess-guess' },
        { 'x-forwarded-for': `198.51.100.${i}` },
      );
    }
    const user = await createUser(t.database.db);
    const res = await direct.post(
      '/api/auth/login',
      { email: user.email, password: defaultPassword },
      { 'x-forwarded-for': '198.51.100.250' },
    );
    expect(res.statusCode).toBe(429);
  });

  it('refuses a login without the CSRF header or from another origin (403, no cookies)', async () => {
    const user = await createUser(t.database.db);
    const body = { email: user.email, password: defaultPassword };
    const noHeader = await createApiClient(t.app, { csrfHeader: false }).post('/api/auth/login', body);
    const evil = await createApiClient(t.app, { origin: 'https://evil.example' }).post(
      '/api/auth/login',
      body,
    );
    const noOrigin = await createApiClient(t.app, { origin: null }).post('/api/auth/login', body);
    for (const res of [noHeader, evil, noOrigin]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
      expect(res.cookies).toEqual([]);
    }
  });

  it('accepts a same-origin Referer when the browser sends no Origin', async () => {
    const user = await createUser(t.database.db);
    const client = createApiClient(t.app, { origin: null });
    const ok = await client.post(
      '/api/auth/login',
      { email: user.email, password: defaultPassword },
      { referer: 'http://localhost:3000/login?redirect=%2Facme' },
    );
    expect(ok.statusCode).toBe(200);
    const bad = await client.post(
      '/api/auth/login',
      { email: user.email, password: defaultPassword },
      { referer: 'http://localhost:3000.evil.example/login' },
    );
    expect(bad.statusCode).toBe(403);
  });

  it('the database refuses a mixed-case e-mail, so no account can become unreachable', async () => {
    await expect(t.database.db.insert(users).values({ email: 'Mixed@Example.com' })).rejects.toThrow();
  });
});
