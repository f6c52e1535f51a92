import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserRow, WorkspaceRow } from '../../db/schema/index.js';
import { type ApiClient, createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app.js';
import { addMembership, createSignedInUser, createWorkspace } from '../../test/factories.js';

describe('invite links', () => {
  let t: TestApp;
  let owner: UserRow;
  let ownerClient: ApiClient;
  let workspace: WorkspaceRow;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  beforeEach(async () => {
    ({ user: owner, client: ownerClient } = await createSignedInUser(t.app, t.database.db));
    workspace = await createWorkspace(t.database.db, owner, { name: 'Link Co' });
  });
  afterAll(() => t.close());

  const linkPath = () => `/api/orgs/${workspace.slug}/invite-link`;
  const currentToken = async (): Promise<string> => (await ownerClient.get(linkPath())).json().token;

  it('GET creates the link once (enabled) and answers the same token after', async () => {
    const res = await ownerClient.get(linkPath());
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(res.json()).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      enabled: true,
      url: `${testOrigin}/invite?join=${token}`,
    });
    expect((await ownerClient.get(linkPath())).json().token).toBe(token);
  });

  it('rotate replaces the token: the old link stops working at once', async () => {
    const old = await currentToken();
    const res = await ownerClient.post(`${linkPath()}/rotate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).not.toBe(old);
    expect(res.json().enabled).toBe(true);
    expect((await createApiClient(t.app).get(`/api/invite-link/${old}`)).statusCode).toBe(404);
    expect((await createApiClient(t.app).get(`/api/invite-link/${res.json().token}`)).statusCode).toBe(200);
  });

  it('PATCH { enabled } turns the link off and on; a disabled link answers 404 and joins nobody', async () => {
    const token = await currentToken();
    const off = await ownerClient.patch(linkPath(), { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ token, enabled: false });
    expect((await createApiClient(t.app).get(`/api/invite-link/${token}`)).statusCode).toBe(404);
    const { client } = await createSignedInUser(t.app, t.database.db);
    const join = await client.post(`/api/invite-link/${token}/join`);
    expect(join.statusCode).toBe(404);
    expect((await client.get(`/api/orgs/${workspace.slug}`)).statusCode).toBe(404);

    await ownerClient.patch(linkPath(), { enabled: true });
    expect((await client.post(`/api/invite-link/${token}/join`)).statusCode).toBe(200);
    for (const body of [{}, { enabled: 'yes' }]) {
      expect((await ownerClient.patch(linkPath(), body)).statusCode).toBe(400);
    }
  });

  it('GET /api/invite-link/:token names the workspace without a session; 404 for unknown tokens', async () => {
    const token = await currentToken();
    const res = await createApiClient(t.app).get(`/api/invite-link/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ workspace: { slug: workspace.slug, name: 'Link Co' } });
    expect((await createApiClient(t.app).get('/api/invite-link/unknown-token')).statusCode).toBe(404);
  });

  it('join makes a signed-in user a member (redirect to the workspace); existing roles are kept', async () => {
    const token = await currentToken();
    const { client } = await createSignedInUser(t.app, t.database.db);
    const res = await client.post(`/api/invite-link/${token}/join`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect: `/${workspace.slug}` });
    expect((await client.get(`/api/orgs/${workspace.slug}`)).json().role).toBe('member');
    // The owner following their own link stays owner.
    expect((await ownerClient.post(`/api/invite-link/${token}/join`)).statusCode).toBe(200);
    expect((await ownerClient.get(`/api/orgs/${workspace.slug}`)).json().role).toBe('owner');
    expect((await createApiClient(t.app).post(`/api/invite-link/${token}/join`)).statusCode).toBe(401);
  });

  it('only owners and admins manage the link (403); outsiders get 404', async () => {
    const { user: admin, client: adminClient } = await createSignedInUser(t.app, t.database.db);
    await addMembership(t.database.db, workspace.id, admin.id, 'admin');
    expect((await adminClient.get(linkPath())).statusCode).toBe(200);
    const { user: member, client: memberClient } = await createSignedInUser(t.app, t.database.db);
    await addMembership(t.database.db, workspace.id, member.id, 'member');
    expect((await memberClient.get(linkPath())).statusCode).toBe(403);
    expect((await memberClient.post(`${linkPath()}/rotate`)).statusCode).toBe(403);
    expect((await memberClient.patch(linkPath(), { enabled: false })).statusCode).toBe(403);
    const { client: outsider } = await createSignedInUser(t.app, t.database.db);
    expect((await outsider.get(linkPath())).statusCode).toBe(404);
    expect((await outsider.post(`${linkPath()}/rotate`)).statusCode).toBe(404);
    expect((await createApiClient(t.app).get(linkPath())).statusCode).toBe(401);
  });

  it('refuses rotate and join from another origin (403)', async () => {
    const token = await currentToken();
    const evil = { origin: 'https://evil.example' };
    expect((await ownerClient.post(`${linkPath()}/rotate`, undefined, evil)).statusCode).toBe(403);
    const { client } = await createSignedInUser(t.app, t.database.db);
    expect((await client.post(`/api/invite-link/${token}/join`, undefined, evil)).statusCode).toBe(403);
    expect(await currentToken()).toBe(token);
  });
});
