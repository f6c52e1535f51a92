import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invites, type WorkspaceRow } from '../../db/schema/index.js';
import { type ApiClient, createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSignedInUser, createUser, createWorkspace, defaultPassword } from '../../test/factories.js';
import { mailedInviteToken } from '../../test/invite-mail.js';

describe('logging in with an invite or an invite link', () => {
  let t: TestApp;
  let ownerClient: ApiClient;
  let workspace: WorkspaceRow;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  beforeEach(async () => {
    const owner = await createSignedInUser(t.app, t.database.db);
    ownerClient = owner.client;
    workspace = await createWorkspace(t.database.db, owner.user);
  });
  afterAll(() => t.close());

  const inviteFor = async (email: string, role = 'member'): Promise<string> => {
    await ownerClient.post(`/api/orgs/${workspace.slug}/invites`, { emails: [email], role });
    return mailedInviteToken(t, email);
  };

  /** The invite id inside a mailed token (`<id>_<mac>`), for the owner's routes and the database. */
  const idOf = (token: string) => token.slice(0, 36);

  describe('POST /api/invites/login', () => {
    it('signs in, accepts the invite and answers { redirect: /<slug> }', async () => {
      const user = await createUser(t.database.db, { onboardingStep: 'choose-use-case' });
      const inviteId = await inviteFor(user.email, 'admin');
      const client = createApiClient(t.app);
      const res = await client.post('/api/invites/login', {
        email: user.email,
        password: defaultPassword,
        inviteId,
        joinId: null,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ redirect: `/${workspace.slug}` });
      expect(client.cookie('token')).toBe('true');
      expect((await client.get(`/api/orgs/${workspace.slug}`)).json().role).toBe('admin');
    });

    it('answers 400 { email } for a missing, unknown, expired or revoked invite, without signing in', async () => {
      const user = await createUser(t.database.db);
      const expired = await inviteFor(user.email);
      await t.database.db
        .update(invites)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invites.id, idOf(expired)));
      const revoked = await inviteFor((await createUser(t.database.db)).email);
      await ownerClient.delete(`/api/orgs/${workspace.slug}/invites/${idOf(revoked)}`);
      for (const inviteId of [
        undefined,
        null,
        'garbage',
        '00000000-0000-4000-8000-000000000000',
        expired,
        revoked,
      ]) {
        const client = createApiClient(t.app);
        const res = await client.post('/api/invites/login', {
          email: user.email,
          password: defaultPassword,
          inviteId,
        });
        expect(res.statusCode, String(inviteId)).toBe(400);
        expect(res.json()).toEqual({ email: 'This invite is not valid or has expired.' });
        expect(client.cookie('token')).toBeUndefined();
      }
    });

    it('answers 400 { email } when the invite is for another address (and grants nothing)', async () => {
      const user = await createUser(t.database.db);
      const inviteId = await inviteFor('someone-else@example.com');
      const client = createApiClient(t.app);
      const res = await client.post('/api/invites/login', {
        email: user.email,
        password: defaultPassword,
        inviteId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        email: 'This invite was sent to another email address. Log in with that address.',
      });
      expect(client.cookie('token')).toBeUndefined();
    });

    it('answers 401 { password } for a wrong password and 400 field errors for empty fields', async () => {
      const user = await createUser(t.database.db);
      const inviteId = await inviteFor(user.email);
      const wrong = await createApiClient(t.app).post('/api/invites/login', {
        email: user.email,
        password: 'not-it',
        inviteId,
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ password: 'Incorrect email or password.' });
      const empty = await createApiClient(t.app).post('/api/invites/login', {
        email: '',
        password: '',
        inviteId,
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ email: 'Enter your email address.', password: 'Enter your password.' });
      const oversize = await createApiClient(t.app).post('/api/invites/login', {
        email: user.email,
        password: defaultPassword,
        inviteId: 'i'.repeat(201),
      });
      expect(oversize.json()).toEqual({ email: 'This invite is not valid or has expired.' });
    });

    it('counts failures towards the account limit (429)', async () => {
      const user = await createUser(t.database.db);
      const inviteId = await inviteFor(user.email);
      for (let i = 0; i < 5; i += 1) {
        await createApiClient(t.app).post('/api/invites/login', {
          email: user.email,
          password: 'nope',
          inviteId,
        });
      }
      const res = await createApiClient(t.app).post('/api/invites/login', {
        email: user.email,
        password: defaultPassword,
        inviteId,
      });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ email: expect.stringMatching(/^Too many attempts/) });
    });
  });

  describe('POST /api/invite-link/login', () => {
    it('signs in, joins as member and answers { redirect: /<slug> }', async () => {
      const { token } = (await ownerClient.get(`/api/orgs/${workspace.slug}/invite-link`)).json();
      const user = await createUser(t.database.db);
      const client = createApiClient(t.app);
      const res = await client.post('/api/invite-link/login', {
        email: user.email,
        password: defaultPassword,
        inviteId: null,
        joinId: token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ redirect: `/${workspace.slug}` });
      expect((await client.get(`/api/orgs/${workspace.slug}`)).json().role).toBe('member');
    });

    it('answers 400 { email } for a missing, unknown, rotated or disabled link', async () => {
      const { token: old } = (await ownerClient.get(`/api/orgs/${workspace.slug}/invite-link`)).json();
      const { token } = (await ownerClient.post(`/api/orgs/${workspace.slug}/invite-link/rotate`)).json();
      const user = await createUser(t.database.db);
      const tryJoin = (joinId: unknown) =>
        createApiClient(t.app).post('/api/invite-link/login', {
          email: user.email,
          password: defaultPassword,
          joinId,
        });
      for (const joinId of [undefined, '', 'unknown', old]) {
        const res = await tryJoin(joinId);
        expect(res.statusCode, String(joinId)).toBe(400);
        expect(res.json()).toEqual({ email: 'This invite link is not valid or has been turned off.' });
      }
      await ownerClient.patch(`/api/orgs/${workspace.slug}/invite-link`, { enabled: false });
      expect((await tryJoin(token)).statusCode).toBe(400);
      await ownerClient.patch(`/api/orgs/${workspace.slug}/invite-link`, { enabled: true });
      expect((await tryJoin(token)).statusCode).toBe(200);
    });

    it('answers 401 { password } for a wrong password and joins nobody', async () => {
      const { token } = (await ownerClient.get(`/api/orgs/${workspace.slug}/invite-link`)).json();
      const { user, client } = await createSignedInUser(t.app, t.database.db);
      const res = await createApiClient(t.app).post('/api/invite-link/login', {
        email: user.email,
        password: 'wrong password',
        joinId: token,
      });
      expect(res.statusCode).toBe(401);
      expect((await client.get(`/api/orgs/${workspace.slug}`)).statusCode).toBe(404);
    });

    it('refuses a request from another origin (403)', async () => {
      const res = await createApiClient(t.app, { origin: 'https://evil.example' }).post(
        '/api/invite-link/login',
        {
          email: 'a@example.com',
          password: 'whatever',
          joinId: 'x',
        },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    });
  });
});
