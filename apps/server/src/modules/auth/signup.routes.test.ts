import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema/index.js';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app.js';
import { createSignedInUser, createUser, createWorkspace, signedInClient } from '../../test/factories.js';
import { mailedInviteToken } from '../../test/invite-mail.js';
import { linkIn } from '../../test/memory-mailer.js';

describe('signup and e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  beforeEach(() => t.mail.clear());
  afterAll(() => t.close());

  const freshEmail = () => `new-${randomUUID().slice(0, 8)}@example.com`;
  const userByEmail = async (email: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    return row;
  };
  const verifyLink = async (email: string) => {
    await t.app.background.drain();
    return linkIn(t.mail.to(email).at(-1), `${testOrigin}/verify?token=`);
  };

  it('creates the account: 201 { redirect: /verify }, session cookies and a verification mail', async () => {
    const email = freshEmail();
    const client = createApiClient(t.app);
    const res = await client.post('/api/auth/signup', {
      email: email.toUpperCase(),
      password: 'a long password',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ redirect: '/verify' });
    expect(client.cookie('token')).toBe('true');
    const me = (await client.get('/api/auth/me')).json();
    expect(me.user).toMatchObject({ email, emailVerified: false, onboardingStep: 'verify', name: '' });
    expect(me.workspaces).toEqual([]);
    const link = await verifyLink(email);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    const mail = t.mail.to(email)[0];
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.html).toContain(link.toString().replaceAll('&', '&amp;'));
  });

  it('answers a taken address exactly as a new one, signs nobody in and tells the owner by mail', async () => {
    const user = await createUser(t.database.db);
    const fresh = await createApiClient(t.app).post('/api/auth/signup', {
      email: freshEmail(),
      password: 'another password',
    });
    const client = createApiClient(t.app);
    const taken = await client.post('/api/auth/signup', { email: user.email, password: 'another password' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(client.cookie('access_token')).toBeUndefined();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.passwordHash).toBe(user.passwordHash);
    await t.app.background.drain();
    const [mail] = t.mail.to(user.email);
    expect(mail?.subject).toBe('You already have an Orbit account');
    expect(linkIn(mail, `${testOrigin}/login`).pathname).toBe('/login');
  });

  it('rejects bad input with 400 and a message per field', async () => {
    const cases: [unknown, string[]][] = [
      [{ email: 'x@example.com', password: 'short' }, ['password']],
      [{ email: 'x@example.com', password: 'p'.repeat(257) }, ['password']],
      [{ email: 'not-an-email', password: 'long enough' }, ['email']],
      [{ email: `${'a'.repeat(250)}@example.com`, password: 'long enough' }, ['email']],
      [{ password: 'long enough' }, ['email']],
      [{ email: 'x@example.com', password: 12345678 }, ['password']],
      [{ email: 'x@example.com', password: 'long enough', template: 't'.repeat(101) }, ['template']],
    ];
    for (const [body, fields] of cases) {
      const res = await createApiClient(t.app).post('/api/auth/signup', body as object);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(Object.keys(res.json().fields), JSON.stringify(body)).toEqual(fields);
    }
  });

  it('verifies the address from the mailed link, once; the next step is the profile', async () => {
    const email = freshEmail();
    const client = createApiClient(t.app);
    await client.post('/api/auth/signup', { email, password: 'a long password' });
    const token = (await verifyLink(email)).searchParams.get('token');
    // The link may be opened in another browser: no session needed.
    const res = await createApiClient(t.app).post('/api/auth/verify', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect: '/signup/create-profile' });
    expect((await client.get('/api/auth/me')).json().user).toMatchObject({
      emailVerified: true,
      onboardingStep: 'create-profile',
    });
    const again = await createApiClient(t.app).post('/api/auth/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ token: 'This link is invalid or has expired.' });
  });

  it('refuses an expired or unknown verification token with 400 fields.token', async () => {
    const email = freshEmail();
    await createApiClient(t.app).post('/api/auth/signup', { email, password: 'a long password' });
    const token = (await verifyLink(email)).searchParams.get('token');
    const user = await userByEmail(email);
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user?.id ?? ''));
    for (const body of [{ token }, { token: 'nope' }]) {
      const res = await createApiClient(t.app).post('/api/auth/verify', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('token');
    }
    const bad = await createApiClient(t.app).post('/api/auth/verify', { token: 'x'.repeat(201) });
    expect(bad.statusCode).toBe(400);
    expect((await createApiClient(t.app).post('/api/auth/verify', {})).statusCode).toBe(400);
    expect((await userByEmail(email))?.emailVerifiedAt).toBeNull();
  });

  it('resends the verification mail (204); only the newest link works', async () => {
    const email = freshEmail();
    const client = createApiClient(t.app);
    await client.post('/api/auth/signup', { email, password: 'a long password' });
    const first = (await verifyLink(email)).searchParams.get('token');
    expect((await client.post('/api/auth/verify/resend')).statusCode).toBe(204);
    const second = (await verifyLink(email)).searchParams.get('token');
    expect(second).not.toBe(first);
    expect((await createApiClient(t.app).post('/api/auth/verify', { token: first })).statusCode).toBe(400);
    expect((await createApiClient(t.app).post('/api/auth/verify', { token: second })).statusCode).toBe(200);
  });

  it('resend: 401 without a session, nothing sent for a verified user, 429 after 5 an hour', async () => {
    expect((await createApiClient(t.app).post('/api/auth/verify/resend')).statusCode).toBe(401);
    const { user: verified, client: verifiedClient } = await createSignedInUser(t.app, t.database.db);
    expect((await verifiedClient.post('/api/auth/verify/resend')).statusCode).toBe(204);
    await t.app.background.drain();
    expect(t.mail.to(verified.email)).toEqual([]);

    const { client } = await createSignedInUser(t.app, t.database.db, { verified: false });
    for (let i = 0; i < 5; i += 1)
      expect((await client.post('/api/auth/verify/resend')).statusCode).toBe(204);
    const res = await client.post('/api/auth/verify/resend');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('with an invite to the same address: joins at once, counts as verified, no verification mail', async () => {
    const owner = await createUser(t.database.db);
    const workspace = await createWorkspace(t.database.db, owner);
    const ownerClient = await signedInClient(t.app, t.database.db, owner);
    const email = freshEmail();
    const [invite] = (
      await ownerClient.post(`/api/orgs/${workspace.slug}/invites`, { emails: [email], role: 'admin' })
    ).json();
    const token = await mailedInviteToken(t, email);
    t.mail.clear();

    const client = createApiClient(t.app);
    // The invite's id (what every member sees in the list) verifies nothing: only the mailed token.
    const byId = await createApiClient(t.app).post('/api/auth/signup', {
      email,
      password: 'a long password',
      inviteId: invite.id,
    });
    expect(byId.statusCode).toBe(400);
    const res = await client.post('/api/auth/signup', {
      email,
      password: 'a long password',
      inviteId: token,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ redirect: '/signup/create-profile' });
    const me = (await client.get('/api/auth/me')).json();
    expect(me.user.emailVerified).toBe(true);
    expect(me.workspaces).toEqual([expect.objectContaining({ slug: workspace.slug, role: 'admin' })]);
    await t.app.background.drain();
    expect(t.mail.to(email)).toEqual([]);
    expect((await client.get(`/api/invites/${token}`)).json().status).toBe('accepted');
  });

  it('refuses an invite for another address or an unknown invite (400 fields.email, no account)', async () => {
    const owner = await createUser(t.database.db);
    const workspace = await createWorkspace(t.database.db, owner);
    const ownerClient = await signedInClient(t.app, t.database.db, owner);
    const [invite] = (
      await ownerClient.post(`/api/orgs/${workspace.slug}/invites`, {
        emails: [freshEmail()],
        role: 'member',
      })
    ).json();
    const email = freshEmail();
    const token = await mailedInviteToken(t, invite.email);
    for (const inviteId of [token, invite.id, '00000000-0000-4000-8000-000000000000', 'garbage']) {
      const res = await createApiClient(t.app).post('/api/auth/signup', {
        email,
        password: 'a long password',
        inviteId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('email');
    }
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('with an invite link: joins as member at once and still verifies the address', async () => {
    const owner = await createUser(t.database.db);
    const workspace = await createWorkspace(t.database.db, owner);
    const ownerClient = await signedInClient(t.app, t.database.db, owner);
    const { token } = (await ownerClient.get(`/api/orgs/${workspace.slug}/invite-link`)).json();
    const email = freshEmail();
    const client = createApiClient(t.app);
    const res = await client.post('/api/auth/signup', { email, password: 'a long password', joinId: token });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ redirect: '/verify' });
    const me = (await client.get('/api/auth/me')).json();
    expect(me.workspaces).toEqual([expect.objectContaining({ slug: workspace.slug, role: 'member' })]);
    await verifyLink(email);

    await ownerClient.patch(`/api/orgs/${workspace.slug}/invite-link`, { enabled: false });
    const refused = await createApiClient(t.app).post('/api/auth/signup', {
      email: freshEmail(),
      password: 'a long password',
      joinId: token,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('email');
  });

  it('keeps the chosen template as the signup use case', async () => {
    const email = freshEmail();
    await createApiClient(t.app).post('/api/auth/signup', {
      email,
      password: 'a long password',
      template: 'marketing',
    });
    expect((await userByEmail(email))?.signupUseCase).toBe('marketing');
  });

  it('limits signups per address (429 after 20 an hour)', async () => {
    const client = createApiClient(t.app);
    for (let i = 0; i < 20; i += 1) {
      const res = await client.post('/api/auth/signup', { email: freshEmail(), password: 'a long password' });
      expect(res.statusCode).toBe(201);
    }
    const res = await client.post('/api/auth/signup', { email: freshEmail(), password: 'a long password' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'rate_limited', fields: { email: expect.any(String) } });
  });

  it('refuses signup from another origin (403) and creates nothing', async () => {
    const email = freshEmail();
    const res = await createApiClient(t.app, { origin: 'https://evil.example' }).post('/api/auth/signup', {
      email,
      password: 'a long password',
    });
    expect(res.statusCode).toBe(403);
    expect(await userByEmail(email)).toBeUndefined();
  });
});
