import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pendingSignups, sessions, users } from '../../db/schema/index.js';
import { type ApiClient, createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app.js';
import {
  createSignedInUser,
  createUser,
  createWorkspace,
  defaultPassword,
  signedInClient,
} from '../../test/factories.js';
import { mailedInviteToken } from '../../test/invite-mail.js';
import { linkIn } from '../../test/memory-mailer.js';

describe('signup and e-mail verification', () => {
  let t: TestApp;
  let socketUrl: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    socketUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
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
  const signUp = async (email: string, extra: Record<string, string> = {}) => {
    const client = createApiClient(t.app);
    const res = await client.post('/api/auth/signup', { email, password: 'a long password', ...extra });
    return { client, res };
  };

  /**
   * Everything a client can read in an answer, byte for byte, with what is random in every answer
   * blanked: the session's secrets, the CSP nonces and `date` (and `blank`, e.g. an id).
   */
  const readable = (res: LightMyRequestResponse, blank: string[] = []) => {
    const { date: _date, 'set-cookie': setCookie, ...headers } = res.headers;
    const csp = headers['content-security-policy'];
    if (typeof csp === 'string')
      headers['content-security-policy'] = csp.replace(/'nonce-[^']+'/g, "'nonce'");
    const cookies = ([] as string[]).concat(setCookie ?? []);
    let body = res.body;
    for (const value of blank) body = body.replaceAll(value, '<blank>');
    return {
      status: res.statusCode,
      headers,
      body,
      setCookie: cookies.map((cookie) =>
        cookie.replace(/^(access_token|refresh_token)=[^;]*/, '$1=<secret>'),
      ),
    };
  };
  /** The access token's claims: which names it carries, and whom it names. */
  const claimsOf = (client: ApiClient) => {
    const payload = client.cookie('access_token')?.split('.')[1] ?? '';
    return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  };
  const socketRefusal = (client: ApiClient) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(socketUrl, {
        transports: ['websocket'],
        extraHeaders: { origin: testOrigin, cookie: client.cookieHeader() },
        reconnection: false,
      });
      socket.on('connect', () => {
        socket.close();
        reject(new Error('the socket connected'));
      });
      socket.on('connect_error', (error) => {
        socket.close();
        resolve(error.message);
      });
    });

  it('answers a taken address byte for byte as a new one, and so do its session, me and resend', async () => {
    const owner = await createUser(t.database.db);
    const ownerWorkspace = await createWorkspace(t.database.db, owner);
    // As long as the owner's, so that what echoes the address is as long too.
    const newEmail = `user-${randomUUID().replaceAll('-', '').slice(0, 10)}@example.com`;
    expect(newEmail).toHaveLength(owner.email.length);
    const fresh = await signUp(newEmail);
    const taken = await signUp(owner.email);

    // The answer: status, headers, body and the cookies' names, values' shape and attributes.
    expect(readable(taken.res)).toEqual(readable(fresh.res));
    expect(fresh.res.statusCode).toBe(201);
    expect(fresh.res.json()).toEqual({ redirect: '/verify' });
    expect(
      readable(fresh.res)
        .setCookie.map((cookie) => cookie.split('=')[0])
        .sort(),
    ).toEqual(['access_token', 'refresh_token', 'token']);
    expect(Object.keys(claimsOf(taken.client)).sort()).toEqual(Object.keys(claimsOf(fresh.client)).sort());

    // What each session is told next: the same, apart from its own id and the address typed.
    const meFresh = await fresh.client.get('/api/auth/me');
    const meTaken = await taken.client.get('/api/auth/me');
    const freshId = meFresh.json().user.id;
    const takenId = meTaken.json().user.id;
    expect(freshId).toBe(claimsOf(fresh.client).sub);
    expect(takenId).toBe(claimsOf(taken.client).sub);
    expect(takenId).not.toBe(owner.id);
    expect(readable(meTaken, [takenId, owner.email])).toEqual(readable(meFresh, [freshId, newEmail]));
    expect(meFresh.json()).toEqual({
      user: {
        id: freshId,
        email: newEmail,
        name: '',
        avatarUrl: null,
        emailVerified: false,
        onboardingStep: 'verify',
        locale: null,
      },
      workspaces: [],
    });

    // A refreshed session, a resend and the calls a sign-up may not make answer alike.
    const refreshFresh = await fresh.client.post('/api/auth/refresh');
    const refreshTaken = await taken.client.post('/api/auth/refresh');
    expect(refreshFresh.statusCode).toBe(204);
    expect(readable(refreshTaken)).toEqual(readable(refreshFresh));
    const resendFresh = await fresh.client.post('/api/auth/verify/resend');
    const resendTaken = await taken.client.post('/api/auth/verify/resend');
    expect(resendFresh.statusCode).toBe(204);
    expect(readable(resendTaken)).toEqual(readable(resendFresh));
    for (const [method, url, body] of [
      ['GET', `/api/orgs/${ownerWorkspace.slug}`, undefined],
      ['POST', '/api/workspaces', { name: 'Mine', slug: `mine-${randomUUID().slice(0, 8)}`, kind: 'team' }],
      ['PATCH', '/api/auth/me/profile', { name: 'Someone' }],
      ['PATCH', '/api/auth/me/onboarding', { step: 'create-profile' }],
    ] as const) {
      const request = { method, url, payload: body };
      const a = await fresh.client.request(request);
      const b = await taken.client.request(request);
      expect(a.statusCode, `${method} ${url}`).toBe(403);
      expect(a.json()).toMatchObject({ code: 'forbidden', message: 'Verify your email address first.' });
      expect(readable(b), `${method} ${url}`).toEqual(readable(a));
    }
    expect(await socketRefusal(fresh.client)).toBe('unauthorized');
    expect(await socketRefusal(taken.client)).toBe('unauthorized');

    // Only the mail differs, and only the mailbox's owner reads it: a link for the new address, a
    // word and the login page for the owner; no link in it makes or hands over anything.
    await t.app.background.drain();
    const freshMail = t.mail.to(newEmail);
    expect(freshMail.map((mail) => mail.subject)).toEqual([
      'Verify your email address',
      'Verify your email address',
    ]);
    const ownerMail = t.mail.to(owner.email);
    expect(ownerMail.map((mail) => mail.subject)).toEqual([
      'You already have an Orbit account',
      'You already have an Orbit account',
    ]);
    for (const mail of ownerMail) {
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      expect(links).toEqual([`${testOrigin}/login`]);
    }
    const [ownerRow] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(ownerRow?.passwordHash).toBe(owner.passwordHash);
    expect(await userByEmail(newEmail)).toBeUndefined();

    // Logging out ends either session the same way.
    const outFresh = await fresh.client.post('/api/auth/logout');
    const outTaken = await taken.client.post('/api/auth/logout');
    expect(readable(outTaken)).toEqual(readable(outFresh));
    expect((await taken.client.get('/api/auth/me')).statusCode).toBe(401);
  });

  it("the taken address's sign-up never reaches the account: the owner signs in as before, the sign-up stays where it was", async () => {
    const owner = await createUser(t.database.db);
    const taken = await signUp(owner.email);
    await t.app.background.drain();

    const login = await createApiClient(t.app).post('/api/auth/login', {
      email: owner.email,
      password: defaultPassword,
    });
    expect(login.statusCode).toBe(200);
    const intruder = await createApiClient(t.app).post('/api/auth/login', {
      email: owner.email,
      password: 'a long password',
    });
    expect(intruder.statusCode).toBe(401);
    // No verification link exists for it; resending only tells the owner again.
    expect(t.mail.to(owner.email).every((mail) => !mail.text.includes('/verify'))).toBe(true);
    expect((await taken.client.get('/api/auth/me')).json().user).toMatchObject({
      email: owner.email,
      emailVerified: false,
    });
    const [ownerSessions] = await t.database.db
      .select({ pendingSignupId: sessions.pendingSignupId })
      .from(sessions)
      .where(eq(sessions.userId, owner.id));
    expect(ownerSessions?.pendingSignupId).toBeNull();
  });

  it('makes the account only when the mailed link is opened; the browser that signed up goes on signed in', async () => {
    const email = freshEmail();
    const { client, res } = await signUp(email.toUpperCase());
    expect(res.statusCode).toBe(201);
    expect(client.cookie('token')).toBe('true');
    const pendingId = (await client.get('/api/auth/me')).json().user.id;
    expect(await userByEmail(email)).toBeUndefined();
    const link = await verifyLink(email);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    const mail = t.mail.to(email)[0];
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.html).toContain(link.toString().replaceAll('&', '&amp;'));

    // The link may be opened in another browser: no session needed.
    const token = link.searchParams.get('token');
    const verified = await createApiClient(t.app).post('/api/auth/verify', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ redirect: '/signup/create-profile' });
    const me = (await client.get('/api/auth/me')).json();
    expect(me.user).toMatchObject({
      id: pendingId,
      email,
      emailVerified: true,
      onboardingStep: 'create-profile',
    });
    expect((await userByEmail(email))?.id).toBe(pendingId);
    const profile = await client.patch('/api/auth/me/profile', { name: 'Ada Lovelace' });
    expect(profile.statusCode).toBe(200);
    const slug = `ada-${randomUUID().slice(0, 8)}`;
    const workspace = await client.post('/api/workspaces', { name: 'Ada', slug, kind: 'team' });
    expect(workspace.statusCode).toBe(201);
    // After a refresh too, the session is the account's.
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(204);
    expect((await client.get(`/api/orgs/${slug}`)).statusCode).toBe(200);
    const login = await createApiClient(t.app).post('/api/auth/login', {
      email,
      password: 'a long password',
    });
    expect(login.statusCode).toBe(200);

    const again = await createApiClient(t.app).post('/api/auth/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ token: 'This link is invalid or has expired.' });
  });

  it('the first sign-up of an address to be verified wins; the others end with their links', async () => {
    const email = freshEmail();
    const first = await signUp(email);
    const firstLink = await verifyLink(email);
    const second = await signUp(email);
    const secondLink = await verifyLink(email);
    expect(secondLink.toString()).not.toBe(firstLink.toString());

    const verify = (link: URL) =>
      createApiClient(t.app).post('/api/auth/verify', { token: link.searchParams.get('token') });
    expect((await verify(secondLink)).statusCode).toBe(200);
    expect((await verify(firstLink)).statusCode).toBe(400);
    expect((await second.client.get('/api/auth/me')).json().user.emailVerified).toBe(true);
    expect((await first.client.get('/api/auth/me')).statusCode).toBe(401);
    const login = (password: string) => createApiClient(t.app).post('/api/auth/login', { email, password });
    expect((await login('a long password')).statusCode).toBe(200);
    expect(await t.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, email))).toEqual(
      [],
    );
  });

  it('a link whose address got an account meanwhile makes nothing and hands nothing over', async () => {
    const email = freshEmail();
    const { client } = await signUp(email);
    const link = await verifyLink(email);
    const owner = await createUser(t.database.db, { email });

    const res = await createApiClient(t.app).post('/api/auth/verify', {
      token: link.searchParams.get('token'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ token: 'This link is invalid or has expired.' });
    expect((await userByEmail(email))?.passwordHash).toBe(owner.passwordHash);
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('rejects bad input with 400 and a message per field, and keeps nothing', async () => {
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
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const kept = await t.database.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.email, 'x@example.com'));
    expect(kept).toEqual([]);
  });

  it('refuses an expired or unknown verification token with 400 fields.token', async () => {
    const email = freshEmail();
    await signUp(email);
    const token = (await verifyLink(email)).searchParams.get('token');
    await t.database.db
      .update(pendingSignups)
      .set({ verifyExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignups.email, email));
    for (const body of [{ token }, { token: 'nope' }]) {
      const res = await createApiClient(t.app).post('/api/auth/verify', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('token');
    }
    const bad = await createApiClient(t.app).post('/api/auth/verify', { token: 'x'.repeat(201) });
    expect(bad.statusCode).toBe(400);
    expect((await createApiClient(t.app).post('/api/auth/verify', {})).statusCode).toBe(400);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('resends the verification mail (204); only the newest link works', async () => {
    const email = freshEmail();
    const { client } = await signUp(email);
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

    // An account a provider made with an address it had not verified resends from its own links.
    const { client } = await createSignedInUser(t.app, t.database.db, { verified: false });
    for (let i = 0; i < 5; i += 1)
      expect((await client.post('/api/auth/verify/resend')).statusCode).toBe(204);
    const res = await client.post('/api/auth/verify/resend');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'rate_limited' });
  });

  it("a sign-up's resend: 429 after 5 an hour, for a taken address as for a new one", async () => {
    const owner = await createUser(t.database.db);
    const fresh = await signUp(freshEmail());
    const taken = await signUp(owner.email);
    for (let i = 0; i < 5; i += 1) {
      expect((await fresh.client.post('/api/auth/verify/resend')).statusCode).toBe(204);
      expect((await taken.client.post('/api/auth/verify/resend')).statusCode).toBe(204);
    }
    const a = await fresh.client.post('/api/auth/verify/resend');
    const b = await taken.client.post('/api/auth/verify/resend');
    expect(a.statusCode).toBe(429);
    expect(a.json()).toMatchObject({ code: 'rate_limited' });
    expect(readable(b)).toEqual(readable(a));
    await t.app.background.drain();
    expect(t.mail.to(owner.email)).toHaveLength(6);
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
    expect(await t.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, email))).toEqual(
      [],
    );
  });

  it('with an invite link: verifies the address first, then joins as member', async () => {
    const owner = await createUser(t.database.db);
    const workspace = await createWorkspace(t.database.db, owner);
    const ownerClient = await signedInClient(t.app, t.database.db, owner);
    const { token } = (await ownerClient.get(`/api/orgs/${workspace.slug}/invite-link`)).json();
    const email = freshEmail();
    const { client, res } = await signUp(email, { joinId: token });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ redirect: '/verify' });
    expect((await client.get('/api/auth/me')).json().workspaces).toEqual([]);
    expect((await client.get(`/api/orgs/${workspace.slug}`)).statusCode).toBe(403);

    const link = await verifyLink(email);
    await createApiClient(t.app).post('/api/auth/verify', { token: link.searchParams.get('token') });
    const me = (await client.get('/api/auth/me')).json();
    expect(me.user.emailVerified).toBe(true);
    expect(me.workspaces).toEqual([expect.objectContaining({ slug: workspace.slug, role: 'member' })]);

    // A link disabled between the sign-up and its verification joins nobody.
    const late = freshEmail();
    const lateSignup = await signUp(late, { joinId: token });
    expect(lateSignup.res.statusCode).toBe(201);
    await ownerClient.patch(`/api/orgs/${workspace.slug}/invite-link`, { enabled: false });
    const lateLink = await verifyLink(late);
    await createApiClient(t.app).post('/api/auth/verify', { token: lateLink.searchParams.get('token') });
    expect((await lateSignup.client.get('/api/auth/me')).json().workspaces).toEqual([]);

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
    await signUp(email, { template: 'marketing' });
    const link = await verifyLink(email);
    await createApiClient(t.app).post('/api/auth/verify', { token: link.searchParams.get('token') });
    expect((await userByEmail(email))?.signupUseCase).toBe('marketing');
  });

  it('limits signups per address (429 after 20 an hour), taken addresses counted alike', async () => {
    const owner = await createUser(t.database.db);
    const client = createApiClient(t.app);
    for (let i = 0; i < 20; i += 1) {
      const email = i % 2 === 0 ? owner.email : freshEmail();
      const res = await client.post('/api/auth/signup', { email, password: 'a long password' });
      expect(res.statusCode).toBe(201);
    }
    const res = await client.post('/api/auth/signup', { email: freshEmail(), password: 'a long password' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'rate_limited', fields: { email: expect.any(String) } });
    const takenToo = await client.post('/api/auth/signup', {
      email: owner.email,
      password: 'a long password',
    });
    expect(readable(takenToo)).toEqual(readable(res));
  });

  it('refuses signup from another origin (403) and creates nothing', async () => {
    const email = freshEmail();
    const res = await createApiClient(t.app, { origin: 'https://evil.example' }).post('/api/auth/signup', {
      email,
      password: 'a long password',
    });
    expect(res.statusCode).toBe(403);
    expect(await userByEmail(email)).toBeUndefined();
    expect(await t.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, email))).toEqual(
      [],
    );
  });
});
