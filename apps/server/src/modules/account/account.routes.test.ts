import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { identities, memberships, users, workspaces } from '../../db/schema/index.js';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app.js';
import {
  addMembership,
  createSignedInUser,
  createUser,
  createWorkspace,
  defaultPassword,
  signedInClient,
} from '../../test/factories.js';
import { linkIn } from '../../test/memory-mailer.js';

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('My account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  beforeEach(() => t.mail.clear());
  afterAll(() => t.close());

  const login = async (email: string, password = defaultPassword, userAgent = firefox) => {
    const client = createApiClient(t.app);
    const res = await client.post('/api/auth/login', { email, password }, { 'user-agent': userAgent });
    expect(res.statusCode, res.body).toBe(200);
    return client;
  };
  const signedIn = async (client: ReturnType<typeof createApiClient>) =>
    (await client.get('/api/auth/me')).statusCode === 200;

  describe('sessions', () => {
    it('lists my sign-ins with browser, system, address and last use, this one first and marked', async () => {
      const user = await createUser(t.database.db);
      const laptop = await login(user.email);
      const other = await signedInClient(t.app, t.database.db, user);
      const res = await laptop.get('/api/auth/me/sessions');
      expect(res.statusCode, res.body).toBe(200);
      const { sessions } = res.json();
      expect(sessions).toHaveLength(2);
      expect(sessions[0]).toMatchObject({ current: true, browser: 'Firefox', os: 'Linux', ip: laptop.ip });
      expect(sessions[1]).toMatchObject({ current: false, browser: '', os: '' });
      expect(Date.parse(sessions[0].lastActiveAt)).toBeGreaterThan(Date.now() - 60_000);
      // Another person's sessions are never listed.
      const stranger = await createSignedInUser(t.app, t.database.db);
      expect((await stranger.client.get('/api/auth/me/sessions')).json().sessions).toHaveLength(1);
      expect(await signedIn(other)).toBe(true);
    });

    it('signs out one session, then all others: those clients are logged out, this one stays', async () => {
      const user = await createUser(t.database.db);
      const me = await login(user.email);
      const a = await signedInClient(t.app, t.database.db, user);
      const b = await signedInClient(t.app, t.database.db, user);
      const list = (await me.get('/api/auth/me/sessions')).json().sessions as {
        id: string;
        current: boolean;
      }[];
      const others = list.filter((s) => !s.current);
      expect(others).toHaveLength(2);

      const stranger = await createSignedInUser(t.app, t.database.db);
      const foreign = await stranger.client.delete(`/api/auth/me/sessions/${others[0]?.id}`);
      expect(foreign.statusCode).toBe(404);
      expect((await signedIn(a)) && (await signedIn(b))).toBe(true);

      expect((await me.delete(`/api/auth/me/sessions/${others[0]?.id}`)).statusCode).toBe(204);
      expect([await signedIn(a), await signedIn(b)].filter(Boolean)).toHaveLength(1);
      expect((await me.delete(`/api/auth/me/sessions/${others[0]?.id}`)).statusCode).toBe(404);

      const res = await me.post('/api/auth/me/sessions/end-others');
      expect(res.json()).toEqual({ ended: 1 });
      expect(await signedIn(a)).toBe(false);
      expect(await signedIn(b)).toBe(false);
      expect(await signedIn(me)).toBe(true);
      expect((await me.get('/api/auth/me/sessions')).json().sessions).toHaveLength(1);
    });

    it('a malformed session id is a 400 on the field; every route needs a session', async () => {
      const { client } = await createSignedInUser(t.app, t.database.db);
      const bad = await client.delete('/api/auth/me/sessions/not-an-id');
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().fields).toHaveProperty('id');
      const anonymous = createApiClient(t.app);
      expect((await anonymous.get('/api/auth/me/sessions')).statusCode).toBe(401);
      expect((await anonymous.post('/api/auth/me/sessions/end-others')).statusCode).toBe(401);
    });
  });

  describe('password', () => {
    it('needs the current password; the change ends every other session and mails the address', async () => {
      const user = await createUser(t.database.db);
      const me = await login(user.email);
      const other = await signedInClient(t.app, t.database.db, user);

      const wrong = await me.post('/api/auth/me/password', {
        currentPassword: 'nope nope',
        newPassword: 'new secret 1',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual({ currentPassword: 'Incorrect password.' });
      const missing = await me.post('/api/auth/me/password', { newPassword: 'new secret 1' });
      expect(missing.json().fields).toEqual({ currentPassword: 'Enter your password.' });
      const short = await me.post('/api/auth/me/password', {
        currentPassword: defaultPassword,
        newPassword: 'short',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().fields).toHaveProperty('newPassword');
      expect(await signedIn(other)).toBe(true);

      const res = await me.post('/api/auth/me/password', {
        currentPassword: defaultPassword,
        newPassword: 'new secret 1',
      });
      expect(res.statusCode, res.body).toBe(204);
      expect(await signedIn(other)).toBe(false);
      expect(await signedIn(me)).toBe(true);
      await t.app.background.drain();
      const [mail] = t.mail.to(user.email);
      expect(mail?.subject).toBe('Your Orbit password was changed');
      linkIn(mail, `${testOrigin}/passwordreset`);
      await login(user.email, 'new secret 1');
      const old = await createApiClient(t.app).post('/api/auth/login', {
        email: user.email,
        password: defaultPassword,
      });
      expect(old.statusCode).toBe(401);
    });

    it('locks after five wrong current passwords (429 on the field), even for the right one', async () => {
      const user = await createUser(t.database.db);
      const me = await signedInClient(t.app, t.database.db, user);
      for (let i = 0; i < 5; i += 1) {
        await me.post('/api/auth/me/password', {
          currentPassword: `wrong ${i}`,
          newPassword: 'new secret 1',
        });
      }
      const locked = await me.post('/api/auth/me/password', {
        currentPassword: defaultPassword,
        newPassword: 'new secret 1',
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().fields.currentPassword).toMatch(/Try again in/);
    });

    it('a provider-only account sets its first password without a current one', async () => {
      const user = await createUser(t.database.db, { password: null });
      const me = await signedInClient(t.app, t.database.db, user);
      expect((await me.post('/api/auth/me/password', { newPassword: 'first password' })).statusCode).toBe(
        204,
      );
      expect((await me.get('/api/auth/me/sign-in-methods')).json().hasPassword).toBe(true);
    });
  });

  describe('e-mail change', () => {
    const tokenIn = (address: string) =>
      linkIn(t.mail.to(address).at(-1), `${testOrigin}/confirm-email?token=`).searchParams.get('token');

    it('mails a link to the new address; only opening it changes the address, and the old one is told', async () => {
      const user = await createUser(t.database.db);
      const me = await signedInClient(t.app, t.database.db, user);
      const next = `moved-${user.id.slice(0, 8)}@example.com`;
      const res = await me.post('/api/auth/me/email', {
        email: next.toUpperCase(),
        password: defaultPassword,
      });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ email: next });
      await t.app.background.drain();
      expect((await me.get('/api/auth/me')).json().user.email).toBe(user.email);
      const token = tokenIn(next);

      const anonymous = createApiClient(t.app);
      const confirmed = await anonymous.post('/api/auth/email/confirm', { token });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toEqual({ email: next });
      expect((await me.get('/api/auth/me')).json().user.email).toBe(next);
      await t.app.background.drain();
      expect(t.mail.to(user.email).at(-1)?.subject).toBe('Your Orbit email address was changed');
      expect(t.mail.to(user.email).at(-1)?.text).toContain(next);
      await login(next);

      const again = await anonymous.post('/api/auth/email/confirm', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().fields).toHaveProperty('token');
    });

    it('answers a taken address exactly as a free one, mails its owner, and never moves or reveals the account', async () => {
      const owner = await createUser(t.database.db);
      const user = await createUser(t.database.db);
      const me = await signedInClient(t.app, t.database.db, user);
      const free = await me.post('/api/auth/me/email', {
        email: `free-${user.id.slice(0, 8)}@example.com`,
        password: defaultPassword,
      });
      const taken = await me.post('/api/auth/me/email', { email: owner.email, password: defaultPassword });
      expect(taken.statusCode).toBe(free.statusCode);
      expect(Object.keys(taken.json())).toEqual(Object.keys(free.json()));
      await t.app.background.drain();
      const [note] = t.mail.to(owner.email);
      expect(note?.subject).toBe('Your Orbit account already uses this address');
      expect(note?.text).not.toContain('confirm-email');
      expect(note?.text).not.toContain(user.email);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.email).toBe(user.email);
    });

    it('an address taken after the link was sent: 400 on the token, nothing changes', async () => {
      const user = await createUser(t.database.db);
      const me = await signedInClient(t.app, t.database.db, user);
      const next = `race-${user.id.slice(0, 8)}@example.com`;
      await me.post('/api/auth/me/email', { email: next, password: defaultPassword });
      await t.app.background.drain();
      const token = tokenIn(next);
      await createUser(t.database.db, { email: next });
      const res = await createApiClient(t.app).post('/api/auth/email/confirm', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.token).toMatch(/Another account/);
      expect((await me.get('/api/auth/me')).json().user.email).toBe(user.email);
    });

    it('refuses a wrong password, an invalid address and the same address, on the field', async () => {
      const user = await createUser(t.database.db);
      const me = await signedInClient(t.app, t.database.db, user);
      const wrong = await me.post('/api/auth/me/email', { email: 'x@example.com', password: 'nope' });
      expect(wrong.json().fields).toEqual({ password: 'Incorrect password.' });
      const invalid = await me.post('/api/auth/me/email', {
        email: 'not an address',
        password: defaultPassword,
      });
      expect(invalid.json().fields).toHaveProperty('email');
      const same = await me.post('/api/auth/me/email', { email: user.email, password: defaultPassword });
      expect(same.json().fields).toEqual({ email: 'This is already your address.' });
      await t.app.background.drain();
      expect(t.mail.messages).toEqual([]);
    });
  });

  describe('linked sign-ins', () => {
    it('lists identities and unlinks one, but never the last way to sign in', async () => {
      const user = await createUser(t.database.db, { password: null });
      const me = await signedInClient(t.app, t.database.db, user);
      const [google, microsoft] = await t.database.db
        .insert(identities)
        .values([
          { provider: 'google', subject: `g-${user.id}`, userId: user.id, email: user.email },
          { provider: 'microsoft', subject: `m-${user.id}`, userId: user.id, email: user.email },
        ])
        .returning();
      const methods = (await me.get('/api/auth/me/sign-in-methods')).json();
      expect(methods).toMatchObject({ hasPassword: false });
      expect(methods.identities.map((i: { provider: string }) => i.provider)).toEqual([
        'google',
        'microsoft',
      ]);

      const stranger = await createSignedInUser(t.app, t.database.db);
      expect((await stranger.client.delete(`/api/auth/me/identities/${google?.id}`)).statusCode).toBe(404);
      expect((await me.delete(`/api/auth/me/identities/${google?.id}`)).statusCode).toBe(204);
      const last = await me.delete(`/api/auth/me/identities/${microsoft?.id}`);
      expect(last.statusCode).toBe(400);
      expect(last.json().fields.identity).toMatch(/only way you can sign in/);
      expect((await me.get('/api/auth/me/sign-in-methods')).json().identities).toHaveLength(1);

      await me.post('/api/auth/me/password', { newPassword: 'a password now' });
      expect((await me.delete(`/api/auth/me/identities/${microsoft?.id}`)).statusCode).toBe(204);
    });
  });

  describe('delete account', () => {
    it('is refused while I own a workspace where others work, with a message that says what to do', async () => {
      const user = await createUser(t.database.db);
      const me = await signedInClient(t.app, t.database.db, user);
      const workspace = await createWorkspace(t.database.db, user, { name: 'Busy Co' });
      const colleague = await createUser(t.database.db);
      await addMembership(t.database.db, workspace.id, colleague.id, 'member');
      const res = await me.post('/api/auth/me/delete', { password: defaultPassword });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/owner of Busy Co/);
      expect(await signedIn(me)).toBe(true);
      const wrong = await me.post('/api/auth/me/delete', { password: 'wrong one' });
      expect(wrong.json().fields).toEqual({ password: 'Incorrect password.' });
    });

    it('deletes: solo workspaces go, others are left, the row is anonymised, sessions end, the address is free', async () => {
      const user = await createUser(t.database.db, { name: 'Ada Gone' });
      const me = await login(user.email);
      const other = await signedInClient(t.app, t.database.db, user);
      const solo = await createWorkspace(t.database.db, user);
      const boss = await createUser(t.database.db);
      const team = await createWorkspace(t.database.db, boss);
      await addMembership(t.database.db, team.id, user.id, 'member');
      const res = await me.post('/api/auth/me/delete', { password: defaultPassword });
      expect(res.statusCode, res.body).toBe(204);
      expect(await signedIn(me)).toBe(false);
      expect(await signedIn(other)).toBe(false);
      expect(await t.database.db.select().from(workspaces).where(eq(workspaces.id, solo.id))).toEqual([]);
      expect(await t.database.db.select().from(memberships).where(eq(memberships.userId, user.id))).toEqual(
        [],
      );
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ name: 'Deleted user', passwordHash: null, avatarUrl: null });
      expect(row?.email).not.toBe(user.email);
      expect(row?.deletedAt).toBeInstanceOf(Date);
      const again = await createApiClient(t.app).post('/api/auth/login', {
        email: user.email,
        password: defaultPassword,
      });
      expect(again.statusCode).toBe(401);
      const members = await (await signedInClient(t.app, t.database.db, boss)).get(
        `/api/orgs/${team.slug}/members`,
      );
      expect(members.json().map((m: { userId: string }) => m.userId)).toEqual([boss.id]);
    });

    it('a provider-only account confirms by typing its address', async () => {
      const user = await createUser(t.database.db, { password: null });
      const me = await signedInClient(t.app, t.database.db, user);
      const wrong = await me.post('/api/auth/me/delete', { confirmEmail: 'someone@else.com' });
      expect(wrong.json().fields).toHaveProperty('confirmEmail');
      expect(
        (await me.post('/api/auth/me/delete', { confirmEmail: user.email.toUpperCase() })).statusCode,
      ).toBe(204);
    });
  });
});
