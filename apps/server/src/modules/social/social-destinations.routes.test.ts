import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../db/schema/index.js';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSignedInUser, createUser, createWorkspace } from '../../test/factories.js';
import { mailedInviteToken } from '../../test/invite-mail.js';
import {
  loginError,
  type MockProvider,
  signInThroughProvider,
  startMockProvider,
} from './mock-provider.fixture.js';

describe('social sign-in: where it lands, invites and invite links', () => {
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
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  const unique = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}`;
  /** An existing account that is done with onboarding, signing in with a Google identity already linked. */
  const returning = async () => {
    const user = await createUser(t.database.db);
    provider.setClaims({ sub: unique('sub'), email: user.email, email_verified: true });
    return user;
  };
  const signIn = async (query = '') => {
    const client = createApiClient(t.app);
    const res = await signInThroughProvider(client, `/api/social/google${query}`);
    return { client, res };
  };
  const roleIn = async (workspaceId: string, userId: string) =>
    (
      await t.database.db
        .select({ role: memberships.role })
        .from(memberships)
        .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)))
    )[0]?.role;

  it('a same-site redirect query is followed', async () => {
    await returning();
    const { res } = await signIn('?redirect=%2Facme%2Ftoday%3Fx%3D1');
    expect(res.headers.location).toBe('/acme/today?x=1');
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/x',
    '/\\evil.example',
    '/%09/evil.example',
    'javascript:alert(1)',
  ])('an off-site redirect %s is ignored', async (redirect) => {
    await returning();
    const { res } = await signIn(`?redirect=${encodeURIComponent(decodeURIComponent(redirect))}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('a template wins over everything else', async () => {
    await returning();
    const { res } = await signIn('?template=marketing&redirect=%2Facme');
    expect(res.headers.location).toBe('/template?template=marketing');
  });

  it('a new account remembers the template as its use case', async () => {
    const email = `${unique('tpl')}@example.com`;
    provider.setClaims({ sub: unique('sub'), email, email_verified: true });
    const { res } = await signIn('?template=engineering');
    expect(res.headers.location).toBe('/template?template=engineering');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.signupUseCase).toBe('engineering');
  });

  it('an invite is accepted with its role; a new invitee goes on to their profile', async () => {
    const { user: owner, client: ownerClient } = await createSignedInUser(t.app, t.database.db);
    const workspace = await createWorkspace(t.database.db, owner);
    const email = `${unique('invitee')}@example.com`;
    const created = await ownerClient.post(`/api/orgs/${workspace.slug}/invites`, {
      emails: [email],
      role: 'admin',
    });
    expect(created.statusCode).toBe(201);
    const inviteId = await mailedInviteToken(t, email);

    provider.setClaims({ sub: unique('sub'), email, email_verified: true });
    const { client, res } = await signIn(`?invite=${inviteId}`);
    expect(res.headers.location).toBe('/signup/create-profile');
    const me = (await client.get('/api/auth/me')).json();
    expect(me.workspaces).toMatchObject([{ slug: workspace.slug, role: 'admin' }]);
  });

  it('an existing member accepting an invite lands in its workspace', async () => {
    const { user: owner, client: ownerClient } = await createSignedInUser(t.app, t.database.db);
    const workspace = await createWorkspace(t.database.db, owner);
    const invitee = await returning();
    const created = await ownerClient.post(`/api/orgs/${workspace.slug}/invites`, {
      emails: [invitee.email],
      role: 'member',
    });
    const { res } = await signIn(`?invite=${await mailedInviteToken(t, created.json()[0].email)}`);
    expect(res.headers.location).toBe(`/${workspace.slug}`);
    expect(await roleIn(workspace.id, invitee.id)).toBe('member');
  });

  it('an invite mailed to another address signs nobody in and creates nothing', async () => {
    const { user: owner, client: ownerClient } = await createSignedInUser(t.app, t.database.db);
    const workspace = await createWorkspace(t.database.db, owner);
    const created = await ownerClient.post(`/api/orgs/${workspace.slug}/invites`, {
      emails: [`${unique('someone')}@example.com`],
      role: 'member',
    });
    const email = `${unique('stranger')}@example.com`;
    provider.setClaims({ sub: unique('sub'), email, email_verified: true });
    const token = await mailedInviteToken(t, created.json()[0].email);
    const { client, res } = await signIn(`?invite=${token}&redirect=%2Fx`);
    expect(loginError(res)).toMatch(/^This invite was sent to another email address/);
    // The broken invite is not offered again; the rest of the query is kept.
    const back = new URL(String(res.headers.location), 'http://x.invalid');
    expect(back.searchParams.get('invite')).toBeNull();
    expect(back.searchParams.get('redirect')).toBe('/x');
    expect(client.cookie('token')).toBeUndefined();
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('an unknown invite answers the login page with the invite error', async () => {
    await returning();
    const { res } = await signIn(`?invite=${randomUUID()}`);
    expect(loginError(res)).toBe('This invite is not valid or has expired.');
  });

  it('an invite link joins as member and lands in the workspace', async () => {
    const { user: owner, client: ownerClient } = await createSignedInUser(t.app, t.database.db);
    const workspace = await createWorkspace(t.database.db, owner);
    const token = (await ownerClient.get(`/api/orgs/${workspace.slug}/invite-link`)).json().token as string;
    const joiner = await returning();
    const { client, res } = await signIn(`?join=${token}`);
    expect(res.headers.location).toBe(`/${workspace.slug}`);
    expect(await roleIn(workspace.id, joiner.id)).toBe('member');
    expect((await client.get(`/api/orgs/${workspace.slug}`)).statusCode).toBe(200);

    // Someone new through the link still starts with their profile.
    provider.setClaims({
      sub: unique('sub'),
      email: `${unique('joiner')}@example.com`,
      email_verified: true,
    });
    const fresh = await signIn(`?join=${token}`);
    expect(fresh.res.headers.location).toBe('/signup/create-profile');
    expect((await fresh.client.get('/api/auth/me')).json().workspaces).toMatchObject([
      { slug: workspace.slug },
    ]);
  });

  it('a disabled or unknown invite link answers the login page and joins nobody', async () => {
    await returning();
    const { res, client } = await signIn('?join=not-a-real-token');
    expect(loginError(res)).toBe('This invite link is not valid or has been turned off.');
    expect(new URL(String(res.headers.location), 'http://x.invalid').searchParams.get('join')).toBeNull();
    expect(client.cookie('token')).toBeUndefined();
  });
});
