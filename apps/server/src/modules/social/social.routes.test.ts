import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { identities, users } from '../../db/schema/index.js';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app.js';
import { createUser } from '../../test/factories.js';
import { linkIn } from '../../test/memory-mailer.js';
import {
  loginError,
  type MockProvider,
  signInThroughProvider,
  startMockProvider,
} from './mock-provider.fixture.js';

describe('social sign-in with Google (a real OpenID provider on loopback)', () => {
  let provider: MockProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startMockProvider();
    t = await buildTestApp({
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: 'orbit-test',
      GOOGLE_CLIENT_SECRET: 'orbit-test-secret',
    });
  });
  beforeEach(() => t.mail.clear());
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  const unique = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}`;
  const userByEmail = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
  const identitiesOf = (userId: string) =>
    t.database.db.select().from(identities).where(eq(identities.userId, userId));

  it('lists only the providers this server has settings for', async () => {
    const res = await createApiClient(t.app).get('/api/social/providers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ providers: ['google'] });
  });

  it('start redirects to the provider with PKCE (S256), state, nonce and a sealed 10-minute cookie', async () => {
    const client = createApiClient(t.app);
    const res = await client.get('/api/social/google?redirect=%2Fsomewhere');
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/authorize`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('orbit-test');
    expect(q.get('redirect_uri')).toBe(`${testOrigin}/api/social/google/callback`);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const cookie = res.cookies.find((c) => c.name === 'social_flow');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/social', maxAge: 600 });
    // Encrypted: neither the verifier, the nonce nor the redirect can be read from it.
    expect(cookie?.value.split('.')).toHaveLength(5);
    expect(cookie?.value).not.toContain(q.get('nonce'));
  });

  it('creates a verified account with no password for a new person and signs them in', async () => {
    const email = `${unique('new')}@example.com`;
    const subject = unique('sub');
    provider.setClaims({
      sub: subject,
      email: email.toUpperCase(),
      email_verified: true,
      name: 'Ada Lovelace',
      picture: 'https://images.example.com/ada.png',
    });
    const client = createApiClient(t.app);
    const res = await signInThroughProvider(client, '/api/social/google');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/signup/create-profile');
    expect(client.cookie('token')).toBe('true');
    expect(client.cookie('access_token')).toBeTruthy();
    expect(client.cookie('social_flow')).toBeUndefined();

    const me = await client.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email,
      name: 'Ada Lovelace',
      avatarUrl: 'https://images.example.com/ada.png',
      emailVerified: true,
      onboardingStep: 'create-profile',
    });
    const user = await userByEmail(email);
    expect(user?.passwordHash).toBeNull();
    expect(await identitiesOf(user?.id ?? '')).toMatchObject([{ provider: 'google', subject, email }]);
    // The provider vouched for the address: no verification mail.
    await t.app.background.drain();
    expect(t.mail.to(email)).toHaveLength(0);
    // A provider-only account cannot log in with a password.
    const login = await createApiClient(t.app).post('/api/auth/login', {
      email,
      password: 'anything at all',
    });
    expect(login.statusCode).toBe(401);
  });

  it('links a verified address to the existing account; later sign-ins find it by the identity', async () => {
    const existing = await createUser(t.database.db, { name: 'Existing Person' });
    const subject = unique('sub');
    provider.setClaims({ sub: subject, email: existing.email, email_verified: true, name: 'Other Name' });
    const client = createApiClient(t.app);
    const first = await signInThroughProvider(client, '/api/social/google');
    expect(first.headers.location).toBe('/');
    expect((await client.get('/api/auth/me')).json().user).toMatchObject({
      id: existing.id,
      name: 'Existing Person',
    });
    expect(await identitiesOf(existing.id)).toHaveLength(1);
    // The password still works: the address was already verified, so the account was never in doubt.
    const login = await createApiClient(t.app).post('/api/auth/login', {
      email: existing.email,
      password: 'correct horse battery',
    });
    expect(login.statusCode).toBe(200);

    // The same Google account, its address since changed: still the same Orbit account.
    provider.setClaims({ sub: subject, email: `${unique('changed')}@example.com`, email_verified: true });
    const again = createApiClient(t.app);
    const second = await signInThroughProvider(again, '/api/social/google');
    expect(second.headers.location).toBe('/');
    expect((await again.get('/api/auth/me')).json().user.id).toBe(existing.id);
    expect(await identitiesOf(existing.id)).toHaveLength(1);
  });

  it('never links an address the provider has not verified', async () => {
    const existing = await createUser(t.database.db);
    for (const emailVerified of [false, undefined, 'false']) {
      provider.setClaims({ sub: unique('sub'), email: existing.email, email_verified: emailVerified });
      const client = createApiClient(t.app);
      const res = await signInThroughProvider(client, '/api/social/google');
      expect(res.statusCode).toBe(302);
      expect(loginError(res)).toBe(
        'Google has not verified your email address, so it cannot be linked to your Orbit account. Log in with your email and password.',
      );
      expect(client.cookie('access_token')).toBeUndefined();
      expect(client.cookie('token')).toBeUndefined();
    }
    expect(await identitiesOf(existing.id)).toHaveLength(0);
  });

  it('an unverified address with no account gets a new account that still verifies by mail', async () => {
    const email = `${unique('unverified')}@example.com`;
    provider.setClaims({ sub: unique('sub'), email, email_verified: false, name: 'Nova' });
    const client = createApiClient(t.app);
    const res = await signInThroughProvider(client, '/api/social/google');
    expect(res.headers.location).toBe('/verify');
    expect((await client.get('/api/auth/me')).json().user).toMatchObject({
      email,
      emailVerified: false,
      onboardingStep: 'verify',
    });
    await t.app.background.drain();
    expect(t.mail.to(email)).toHaveLength(1);
  });

  it('never links an account nobody proved the address of; a mailed password reset proves it, then it links', async () => {
    // A member signed up in the owner's name (through an invite's id, or plainly) and knows the password.
    const squatted = await createUser(t.database.db, { verified: false });
    const squatter = createApiClient(t.app);
    const login = { email: squatted.email, password: 'correct horse battery' };
    expect((await squatter.post('/api/auth/login', login)).statusCode).toBe(200);

    const subject = unique('sub');
    provider.setClaims({ sub: subject, email: squatted.email, email_verified: true });
    const owner = createApiClient(t.app);
    const refused = await signInThroughProvider(owner, '/api/social/google');
    expect(loginError(refused)).toMatch(/already exists, but its address was never confirmed/);
    expect(loginError(refused)).toMatch(/Forgot your password\?/);
    expect(owner.cookie('access_token')).toBeUndefined();
    expect(await identitiesOf(squatted.id)).toEqual([]);

    // The verified path: a reset link reaches the mailbox, which ends the squatter's sessions.
    expect((await owner.post('/api/auth/password-reset', { email: squatted.email })).statusCode).toBe(202);
    await t.app.background.drain();
    const reset = linkIn(t.mail.to(squatted.email).at(-1), `${testOrigin}/passwordreset?token=`);
    const confirm = await owner.post('/api/auth/password-reset/confirm', {
      token: reset.searchParams.get('token'),
      password: 'the owner now',
    });
    expect(confirm.statusCode).toBe(204);
    expect((await squatter.get('/api/auth/me')).statusCode).toBe(401);
    expect((await createApiClient(t.app).post('/api/auth/login', login)).statusCode).toBe(401);

    const linked = await signInThroughProvider(owner, '/api/social/google');
    expect(loginError(linked)).toBeNull();
    expect((await identitiesOf(squatted.id)).map((i) => i.subject)).toEqual([subject]);
    expect((await owner.get('/api/auth/me')).json().user).toMatchObject({
      email: squatted.email,
      emailVerified: true,
    });
  });

  it('reads the address from userinfo when the ID token has none', async () => {
    const email = `${unique('userinfo')}@example.com`;
    const subject = unique('sub');
    provider.setClaims({ sub: subject, name: 'Info Person' });
    provider.setUserinfo({ sub: subject, email, email_verified: true });
    const client = createApiClient(t.app);
    const res = await signInThroughProvider(client, '/api/social/google');
    provider.setUserinfo({ sub: 'johndoe' });
    expect(res.headers.location).toBe('/signup/create-profile');
    expect((await client.get('/api/auth/me')).json().user).toMatchObject({ email, emailVerified: true });
  });

  it('answers /login with an error when the provider shares no address', async () => {
    const subject = unique('sub');
    provider.setClaims({ sub: subject });
    provider.setUserinfo({ sub: subject, name: 'No Address' });
    const res = await signInThroughProvider(createApiClient(t.app), '/api/social/google');
    provider.setUserinfo({ sub: 'johndoe' });
    expect(loginError(res)).toMatch(/^Google did not share your email address/);
  });
});
