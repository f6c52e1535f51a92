import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMembership, createSignedInUser, createUser, createWorkspace } from '../../test/factories.js';

describe('workspaces', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const slug = () => `team-${randomUUID().slice(0, 8)}`;

  describe('POST /api/workspaces', () => {
    it('creates the workspace with the caller as owner (201) and lists it in me', async () => {
      const { client } = await createSignedInUser(t.app, t.database.db);
      const wanted = slug();
      const res = await client.post('/api/workspaces', {
        name: ' Acme ',
        slug: wanted.toUpperCase(),
        kind: 'team',
        useCase: 'engineering',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(String),
        slug: wanted,
        name: 'Acme',
        kind: 'team',
        plan: 'free',
        role: 'owner',
        avatarUrl: null,
      });
      expect((await client.get('/api/auth/me')).json().workspaces).toEqual([res.json()]);
    });

    it('answers 409 fields.slug for a taken or reserved slug', async () => {
      const { client } = await createSignedInUser(t.app, t.database.db);
      const taken = (await createWorkspace(t.database.db, await createUser(t.database.db))).slug;
      for (const s of [taken, 'login', 'api', 'signup']) {
        const res = await client.post('/api/workspaces', { name: 'Copy', slug: s, kind: 'team' });
        expect(res.statusCode, s).toBe(409);
        expect(res.json()).toMatchObject({ code: 'conflict', fields: { slug: 'That address is taken.' } });
      }
    });

    it('rejects bad input with 400 per field', async () => {
      const { client } = await createSignedInUser(t.app, t.database.db);
      const cases: [unknown, string[]][] = [
        [{ name: 'A', slug: 'a', kind: 'team' }, ['slug']],
        [{ name: 'A', slug: 's'.repeat(49), kind: 'team' }, ['slug']],
        [{ name: 'A', slug: 'bad slug!', kind: 'team' }, ['slug']],
        [{ name: 'A', slug: '-dash', kind: 'team' }, ['slug']],
        [{ name: '', slug: slug(), kind: 'team' }, ['name']],
        [{ name: 'n'.repeat(81), slug: slug(), kind: 'team' }, ['name']],
        [{ name: 'A', slug: slug(), kind: 'company' }, ['kind']],
        [{ name: 'A', slug: slug() }, ['kind']],
        [{ name: 'A', slug: slug(), kind: 'team', useCase: 'u'.repeat(101) }, ['useCase']],
      ];
      for (const [body, fields] of cases) {
        const res = await client.post('/api/workspaces', body as object);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.json().fields), JSON.stringify(body)).toEqual(fields);
      }
    });

    it('needs a session (401) and a verified address (403)', async () => {
      const body = { name: 'A', slug: slug(), kind: 'team' };
      expect((await createApiClient(t.app).post('/api/workspaces', body)).statusCode).toBe(401);
      const { client } = await createSignedInUser(t.app, t.database.db, { verified: false });
      const res = await client.post('/api/workspaces', body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    });
  });

  describe('GET /api/workspaces/slug-availability', () => {
    it('says whether a slug is free and suggests the next free one', async () => {
      const { user, client } = await createSignedInUser(t.app, t.database.db);
      const base = slug();
      expect((await client.get(`/api/workspaces/slug-availability?slug=${base}`)).json()).toEqual({
        available: true,
      });
      await createWorkspace(t.database.db, user, { slug: base });
      await createWorkspace(t.database.db, user, { slug: `${base}-2` });
      expect((await client.get(`/api/workspaces/slug-availability?slug=${base}`)).json()).toEqual({
        available: false,
        suggestion: `${base}-3`,
      });
      expect((await client.get('/api/workspaces/slug-availability?slug=Login')).json()).toEqual({
        available: false,
        suggestion: 'login-2',
      });
    });

    it('keeps suggestions within the slug length limit', async () => {
      const { user, client } = await createSignedInUser(t.app, t.database.db);
      const long = `a${'b'.repeat(46)}c`;
      await createWorkspace(t.database.db, user, { slug: long });
      const { suggestion } = (await client.get(`/api/workspaces/slug-availability?slug=${long}`)).json();
      expect(suggestion).toHaveLength(48);
      expect(suggestion.endsWith('-2')).toBe(true);
    });

    it('answers 400 fields.slug for an invalid slug and 401 without a session', async () => {
      const { client } = await createSignedInUser(t.app, t.database.db);
      for (const bad of ['a', 'Has%20Space', '', 'x'.repeat(201)]) {
        const res = await client.get(`/api/workspaces/slug-availability?slug=${bad}`);
        expect(res.statusCode, bad).toBe(400);
      }
      expect((await client.get('/api/workspaces/slug-availability')).statusCode).toBe(400);
      expect(
        (await createApiClient(t.app).get('/api/workspaces/slug-availability?slug=abc')).statusCode,
      ).toBe(401);
    });
  });

  describe('GET and PATCH /api/orgs/:org', () => {
    it('answers the summary to members, whatever the role', async () => {
      const owner = await createUser(t.database.db);
      const workspace = await createWorkspace(t.database.db, owner);
      const { user: guest, client } = await createSignedInUser(t.app, t.database.db);
      await addMembership(t.database.db, workspace.id, guest.id, 'guest');
      const res = await client.get(`/api/orgs/${workspace.slug.toUpperCase()}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: workspace.id, slug: workspace.slug, role: 'guest' });
    });

    it('answers 404 for a workspace of which the caller is not a member, and for an unknown one', async () => {
      const workspace = await createWorkspace(t.database.db, await createUser(t.database.db));
      const { client } = await createSignedInUser(t.app, t.database.db);
      for (const org of [workspace.slug, 'no-such-workspace']) {
        const get = await client.get(`/api/orgs/${org}`);
        expect(get.statusCode).toBe(404);
        expect(get.json()).toMatchObject({ code: 'not_found' });
        expect(get.body).not.toContain(workspace.name);
        expect((await client.patch(`/api/orgs/${org}`, { name: 'Mine now' })).statusCode).toBe(404);
      }
      expect((await createApiClient(t.app).get(`/api/orgs/${workspace.slug}`)).statusCode).toBe(401);
    });

    it('lets owners and admins rename and re-slug; members and guests get 403', async () => {
      const { user: owner, client: ownerClient } = await createSignedInUser(t.app, t.database.db);
      const workspace = await createWorkspace(t.database.db, owner);
      const { user: admin, client: adminClient } = await createSignedInUser(t.app, t.database.db);
      await addMembership(t.database.db, workspace.id, admin.id, 'admin');
      const { user: member, client: memberClient } = await createSignedInUser(t.app, t.database.db);
      await addMembership(t.database.db, workspace.id, member.id, 'member');

      const renamed = await adminClient.patch(`/api/orgs/${workspace.slug}`, { name: 'Renamed' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Renamed', role: 'admin' });

      const next = slug();
      const moved = await ownerClient.patch(`/api/orgs/${workspace.slug}`, { slug: next });
      expect(moved.json()).toMatchObject({ slug: next, role: 'owner' });
      expect((await ownerClient.get(`/api/orgs/${workspace.slug}`)).statusCode).toBe(404);

      const refused = await memberClient.patch(`/api/orgs/${next}`, { name: 'Nope' });
      expect(refused.statusCode).toBe(403);
      expect((await memberClient.get(`/api/orgs/${next}`)).json().name).toBe('Renamed');
    });

    it('answers 409 fields.slug when the new slug is taken or reserved, 400 for invalid input', async () => {
      const { user, client } = await createSignedInUser(t.app, t.database.db);
      const a = await createWorkspace(t.database.db, user);
      const b = await createWorkspace(t.database.db, await createUser(t.database.db));
      for (const s of [b.slug, 'verify']) {
        const res = await client.patch(`/api/orgs/${a.slug}`, { slug: s });
        expect(res.statusCode).toBe(409);
        expect(res.json().fields).toEqual({ slug: 'That address is taken.' });
      }
      expect((await client.patch(`/api/orgs/${a.slug}`, { slug: 'x' })).statusCode).toBe(400);
      expect((await client.patch(`/api/orgs/${a.slug}`, { name: '' })).statusCode).toBe(400);
      expect((await client.patch(`/api/orgs/${a.slug}`, { name: 'n'.repeat(81) })).statusCode).toBe(400);
      expect((await client.patch(`/api/orgs/${a.slug}`, { slug: a.slug })).statusCode).toBe(200);
    });
  });
});
