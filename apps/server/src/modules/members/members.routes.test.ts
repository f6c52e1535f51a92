import { randomUUID } from 'node:crypto';
import type { Role } from '@orbit/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserRow, WorkspaceRow } from '../../db/schema/index.js';
import { type ApiClient, createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMembership, createSignedInUser, createUser, createWorkspace } from '../../test/factories.js';

describe('members', () => {
  let t: TestApp;
  let workspace: WorkspaceRow;
  let people: Record<Role, { user: UserRow; client: ApiClient }>;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  // A fresh workspace per test with one person in each role, joined in the order of the roles table.
  beforeEach(async () => {
    const owner = await createSignedInUser(t.app, t.database.db, { name: 'Olive Owner' });
    workspace = await createWorkspace(t.database.db, owner.user, { name: 'Acme' });
    const join = async (role: Exclude<Role, 'owner'>, name: string) => {
      const person = await createSignedInUser(t.app, t.database.db, { name });
      await addMembership(t.database.db, workspace.id, person.user.id, role);
      return person;
    };
    people = {
      owner,
      admin: await join('admin', 'Ada Admin'),
      member: await join('member', 'Max Member'),
      guest: await join('guest', 'Gus Guest'),
    };
  });

  const membersUrl = (org = workspace.slug) => `/api/orgs/${org}/members`;
  const memberUrl = (userId: string, org = workspace.slug) => `/api/orgs/${org}/members/${userId}`;
  const roleOf = async (userId: string) => {
    const list = (await people.owner.client.get(membersUrl())).json() as { userId: string; role: Role }[];
    return list.find((member) => member.userId === userId)?.role;
  };
  const outsider = () => createSignedInUser(t.app, t.database.db);

  describe('GET /api/orgs/:org/members', () => {
    it('lists everyone with their role, in the order they joined, to every role', async () => {
      const expected = (['owner', 'admin', 'member', 'guest'] as const).map((role) => ({
        userId: people[role].user.id,
        name: people[role].user.name,
        email: people[role].user.email,
        avatarUrl: null,
        title: '',
        timeZone: null,
        role,
        joinedAt: expect.any(String),
      }));
      for (const role of ['owner', 'admin', 'member', 'guest'] as const) {
        const res = await people[role].client.get(membersUrl());
        expect(res.statusCode, role).toBe(200);
        expect(res.json()).toEqual(expected);
      }
    });

    it('answers 401 without a session and 404 to outsiders, never showing who is inside', async () => {
      expect((await createApiClient(t.app).get(membersUrl())).statusCode).toBe(401);
      const { client } = await outsider();
      for (const org of [workspace.slug, 'no-such-workspace']) {
        const res = await client.get(membersUrl(org));
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain(people.owner.user.email);
      }
    });
  });

  describe('PATCH /api/orgs/:org/members/:userId', () => {
    it('lets the owner and admins change roles other than the owner (200 MemberDto)', async () => {
      const promoted = await people.owner.client.patch(memberUrl(people.member.user.id), { role: 'admin' });
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json()).toEqual({
        userId: people.member.user.id,
        name: 'Max Member',
        email: people.member.user.email,
        avatarUrl: null,
        title: '',
        timeZone: null,
        role: 'admin',
        joinedAt: expect.any(String),
      });
      const byAdmin = await people.admin.client.patch(memberUrl(people.guest.user.id), { role: 'member' });
      expect(byAdmin.json()).toMatchObject({ role: 'member' });
      // PRODUCT.md: admins change roles too, another admin's included.
      const demoted = await people.admin.client.patch(memberUrl(people.member.user.id), { role: 'guest' });
      expect(demoted.json()).toMatchObject({ role: 'guest' });
      expect(await roleOf(people.member.user.id)).toBe('guest');
      const me = (await people.guest.client.get('/api/auth/me')).json();
      expect(me.workspaces).toEqual([expect.objectContaining({ id: workspace.id, role: 'member' })]);
    });

    it('refuses members and guests with 403 and changes nothing', async () => {
      for (const role of ['member', 'guest'] as const) {
        const res = await people[role].client.patch(memberUrl(people.admin.user.id), { role: 'guest' });
        expect(res.statusCode, role).toBe(403);
        expect(res.json()).toEqual({
          code: 'forbidden',
          message: 'Only owners and admins can change roles.',
        });
      }
      const self = await people.member.client.patch(memberUrl(people.member.user.id), { role: 'admin' });
      expect(self.statusCode).toBe(403);
      expect(await roleOf(people.admin.user.id)).toBe('admin');
      expect(await roleOf(people.member.user.id)).toBe('member');
    });

    it("never changes the owner's role nor makes anyone owner (403 with the reason)", async () => {
      for (const client of [people.admin.client, people.owner.client]) {
        const res = await client.patch(memberUrl(people.owner.user.id), { role: 'member' });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe("The owner's role cannot be changed.");
      }
      const crowned = await people.owner.client.patch(memberUrl(people.admin.user.id), { role: 'owner' });
      expect(crowned.statusCode).toBe(403);
      expect(crowned.json().message).toBe('Nobody can be made owner by a role change.');
      expect(await roleOf(people.owner.user.id)).toBe('owner');
      expect(await roleOf(people.admin.user.id)).toBe('admin');
    });

    it('answers 200 without a change when the role is already the one asked for', async () => {
      const res = await people.owner.client.patch(memberUrl(people.admin.user.id), { role: 'admin' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: 'admin' });
    });

    it('rejects bad input with 400 fields.role', async () => {
      for (const body of [{ role: 'king' }, {}, { role: 3 }]) {
        const res = await people.owner.client.patch(memberUrl(people.member.user.id), body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { role: expect.any(String) } });
      }
    });

    it('answers 404 for unknown ids and for people in other workspaces, 401 without a session', async () => {
      const stranger = await createUser(t.database.db);
      const elsewhere = await createWorkspace(t.database.db, stranger);
      for (const id of [randomUUID(), 'not-a-uuid', stranger.id]) {
        const res = await people.owner.client.patch(memberUrl(id), { role: 'member' });
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toMatchObject({ code: 'not_found' });
      }
      // A member of this workspace cannot reach into another one through its slug.
      const across = await people.owner.client.patch(memberUrl(stranger.id, elsewhere.slug), {
        role: 'guest',
      });
      expect(across.statusCode).toBe(404);
      const { client } = await outsider();
      expect((await client.patch(memberUrl(people.member.user.id), { role: 'admin' })).statusCode).toBe(404);
      const anonymous = createApiClient(t.app);
      expect((await anonymous.patch(memberUrl(people.member.user.id), { role: 'admin' })).statusCode).toBe(
        401,
      );
      expect(await roleOf(people.member.user.id)).toBe('member');
    });
  });

  describe('DELETE /api/orgs/:org/members/:userId', () => {
    it('lets the owner remove anyone else; the removed person loses the workspace', async () => {
      for (const role of ['admin', 'member', 'guest'] as const) {
        const res = await people.owner.client.delete(memberUrl(people[role].user.id));
        expect(res.statusCode, role).toBe(204);
        expect((await people[role].client.get(`/api/orgs/${workspace.slug}`)).statusCode).toBe(404);
      }
      const left = (await people.owner.client.get(membersUrl())).json();
      expect(left).toEqual([expect.objectContaining({ userId: people.owner.user.id })]);
    });

    it('lets admins remove admins, members and guests, but not the owner', async () => {
      const other = await createSignedInUser(t.app, t.database.db);
      await addMembership(t.database.db, workspace.id, other.user.id, 'admin');
      expect((await people.admin.client.delete(memberUrl(other.user.id))).statusCode).toBe(204);
      expect((await people.admin.client.delete(memberUrl(people.guest.user.id))).statusCode).toBe(204);
      const owner = await people.admin.client.delete(memberUrl(people.owner.user.id));
      expect(owner.statusCode).toBe(403);
      expect(owner.json()).toEqual({
        code: 'forbidden',
        message: 'The owner cannot be removed from the workspace.',
      });
      expect(await roleOf(people.owner.user.id)).toBe('owner');
    });

    it('refuses members and guests removing others (403)', async () => {
      for (const role of ['member', 'guest'] as const) {
        const target = role === 'member' ? people.guest : people.member;
        const res = await people[role].client.delete(memberUrl(target.user.id));
        expect(res.statusCode, role).toBe(403);
        expect(res.json().message).toBe('Only owners and admins can remove members.');
      }
      expect(await roleOf(people.guest.user.id)).toBe('guest');
    });

    it('lets anyone but the owner leave by removing themself', async () => {
      for (const role of ['guest', 'member', 'admin'] as const) {
        expect((await people[role].client.delete(memberUrl(people[role].user.id))).statusCode, role).toBe(
          204,
        );
        expect((await people[role].client.get('/api/auth/me')).json().workspaces).toEqual([]);
      }
      const owner = await people.owner.client.delete(memberUrl(people.owner.user.id));
      expect(owner.statusCode).toBe(403);
      expect(owner.json().message).toBe('The owner cannot leave the workspace.');
      expect(await roleOf(people.owner.user.id)).toBe('owner');
    });

    it('answers 404 for unknown ids, other workspaces and outsiders; 401 without a session', async () => {
      const stranger = await createUser(t.database.db);
      const elsewhere = await createWorkspace(t.database.db, stranger);
      for (const id of [randomUUID(), 'nope', stranger.id]) {
        expect((await people.owner.client.delete(memberUrl(id))).statusCode, id).toBe(404);
      }
      expect((await people.owner.client.delete(memberUrl(stranger.id, elsewhere.slug))).statusCode).toBe(404);
      const { client } = await outsider();
      expect((await client.delete(memberUrl(people.member.user.id))).statusCode).toBe(404);
      expect((await createApiClient(t.app).delete(memberUrl(people.member.user.id))).statusCode).toBe(401);
      expect(await roleOf(people.member.user.id)).toBe('member');
    });
  });
});
