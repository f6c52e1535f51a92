import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailTokens, identities, users } from '../../db/schema/index.js';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app.js';
import { createUser, defaultPassword, signedInClient } from '../../test/factories.js';
import { linkIn } from '../../test/memory-mailer.js';

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  beforeEach(() => t.mail.clear());
  afterAll(() => t.close());

  const requestReset = (email: string) => createApiClient(t.app).post('/api/auth/password-reset', { email });
  const resetToken = async (email: string) => {
    await t.app.background.drain();
    return linkIn(t.mail.to(email).at(-1), `${testOrigin}/passwordreset?token=`).searchParams.get('token');
  };

  it('answers 202 with the same empty body whether or not the account exists; only a real one gets mail', async () => {
    const user = await createUser(t.database.db);
    const known = await requestReset(user.email);
    const unknown = await requestReset('no-such-person@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await t.app.background.drain();
    expect(t.mail.to(user.email)).toHaveLength(1);
    expect(t.mail.to(user.email)[0]?.subject).toBe('Reset your password');
    expect(t.mail.to('no-such-person@example.com')).toEqual([]);
  });

  it('rejects a malformed request (400) the same way for any address', async () => {
    for (const body of [{}, { email: 'nope' }, { email: 5 }, { email: `${'a'.repeat(250)}@example.com` }]) {
      const res = await createApiClient(t.app).post('/api/auth/password-reset', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('email');
    }
  });

  it('sets the new password and ends every session of the account (204)', async () => {
    const user = await createUser(t.database.db);
    const laptop = await signedInClient(t.app, t.database.db, user);
    const phone = await signedInClient(t.app, t.database.db, user);
    await requestReset(user.email);
    const token = await resetToken(user.email);

    const res = await createApiClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new password',
    });
    expect(res.statusCode).toBe(204);
    for (const device of [laptop, phone]) {
      expect((await device.get('/api/auth/me')).statusCode).toBe(401);
      expect((await device.post('/api/auth/refresh')).statusCode).toBe(401);
    }
    const login = (password: string) =>
      createApiClient(t.app).post('/api/auth/login', { email: user.email, password });
    expect((await login(defaultPassword)).statusCode).toBe(401);
    expect((await login('a brand new password')).statusCode).toBe(200);
  });

  it('lets a provider-only account set a password and verifies an unverified address', async () => {
    const user = await createUser(t.database.db, { password: null, verified: false });
    await requestReset(user.email);
    const token = await resetToken(user.email);
    const res = await createApiClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: 'first password ever',
    });
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).not.toBeNull();
    expect(row?.onboardingStep).toBe('create-profile');
  });

  it('unlinks the linked sign-ins (whoever linked one is out too) and tells the address which', async () => {
    const user = await createUser(t.database.db);
    await t.database.db.insert(identities).values([
      { provider: 'google', subject: `g-${user.id}`, userId: user.id, email: user.email },
      { provider: 'microsoft', subject: `m-${user.id}`, userId: user.id, email: user.email },
    ]);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    const res = await createApiClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: 'a fresh password',
    });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(identities).where(eq(identities.userId, user.id))).toEqual([]);
    await t.app.background.drain();
    const notice = t.mail.to(user.email).at(-1);
    expect(notice?.subject).toBe('Your Orbit sign-ins were reset');
    expect(notice?.text).toContain('sign-in with Google and Microsoft was unlinked');
  });

  it('sends no such notice when nothing was linked', async () => {
    const user = await createUser(t.database.db);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    await createApiClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: 'a fresh password',
    });
    await t.app.background.drain();
    expect(t.mail.to(user.email).map((mail) => mail.subject)).toEqual(['Reset your password']);
  });

  it('refuses a used, expired or unknown token with 400 fields.token', async () => {
    const user = await createUser(t.database.db);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    const confirm = (body: object) => createApiClient(t.app).post('/api/auth/password-reset/confirm', body);
    expect((await confirm({ token, password: 'new password one' })).statusCode).toBe(204);
    const reused = await confirm({ token, password: 'new password two' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'validation_failed', fields: { token: expect.any(String) } });

    await requestReset(user.email);
    const late = await resetToken(user.email);
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user.id));
    expect((await confirm({ token: late, password: 'new password three' })).json().fields).toHaveProperty(
      'token',
    );
    expect((await confirm({ token: 'made-up', password: 'new password four' })).statusCode).toBe(400);
  });

  it('does not accept a verification token as a reset token', async () => {
    const email = `kind-${Date.now()}@example.com`;
    await createApiClient(t.app).post('/api/auth/signup', { email, password: 'a long password' });
    await t.app.background.drain();
    const verify = linkIn(t.mail.to(email).at(-1), `${testOrigin}/verify`).searchParams.get('token');
    const res = await createApiClient(t.app).post('/api/auth/password-reset/confirm', {
      token: verify,
      password: 'hijacked password',
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a weak or oversize new password with 400 fields.password and keeps the token usable', async () => {
    const user = await createUser(t.database.db);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    for (const password of ['short', 'x'.repeat(257)]) {
      const res = await createApiClient(t.app).post('/api/auth/password-reset/confirm', { token, password });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['password']);
    }
    const ok = await createApiClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: 'finally a good one',
    });
    expect(ok.statusCode).toBe(204);
  });

  it('only the newest reset link works', async () => {
    const user = await createUser(t.database.db);
    await requestReset(user.email);
    const first = await resetToken(user.email);
    await requestReset(user.email);
    const second = await resetToken(user.email);
    const confirm = (token: string | null) =>
      createApiClient(t.app).post('/api/auth/password-reset/confirm', {
        token,
        password: 'some new password',
      });
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(204);
  });

  it('caps mail per account silently (still 202) and requests per address with 429', async () => {
    const user = await createUser(t.database.db);
    const client = createApiClient(t.app);
    for (let i = 0; i < 7; i += 1) {
      expect((await client.post('/api/auth/password-reset', { email: user.email })).statusCode).toBe(202);
    }
    await t.app.background.drain();
    expect(t.mail.to(user.email)).toHaveLength(5);
    for (let i = 0; i < 13; i += 1)
      await client.post('/api/auth/password-reset', { email: `x${i}@example.com` });
    const limited = await client.post('/api/auth/password-reset', { email: 'whoever@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('refuses a reset request from another origin (403)', async () => {
    const res = await createApiClient(t.app, { origin: 'https://evil.example' }).post(
      '/api/auth/password-reset',
      {
        email: 'a@example.com',
      },
    );
    expect(res.statusCode).toBe(403);
  });
});
