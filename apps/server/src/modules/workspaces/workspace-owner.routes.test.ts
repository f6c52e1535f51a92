import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@orbit/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/index.js';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { connectAs, listenForSockets, mark, waitForChange } from '../../test/socket-client.js';
import { attach } from '../attachments/attachments.fixture.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';

// Handing a workspace over (PUT /owner) and deleting it (POST /delete): PRODUCT.md's roles table gives
// both to the owner alone; a refusal changes nothing.

describe('workspace ownership and deletion', () => {
  let t: TestApp;
  let url: string;
  let dataDir: string;
  let w: TasksWorld;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'orbit-ws-delete-'));
    t = await buildTestApp({ DATA_DIR: dataDir });
    url = await listenForSockets(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  // A fresh workspace each test: some of them hand it over or delete it.
  beforeEach(async () => {
    w = await createTasksWorld(t);
  });

  const roleOf = async (userId: string): Promise<Role | undefined> => {
    const [row] = await t.database.db
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.workspaceId, w.workspace.id), eq(memberships.userId, userId)));
    return row?.role;
  };
  const roles = async () =>
    Promise.all((['owner', 'admin', 'member', 'guest'] as const).map((r) => roleOf(w.people[r].user.id)));
  const unchanged = ['owner', 'admin', 'member', 'guest'];

  describe('PUT /api/orgs/:org/owner', () => {
    it('only the owner hands over: admin, member and guest 403, a stranger 404, no session 401; nothing changes', async () => {
      const body = { userId: w.people.member.user.id };
      for (const role of ['admin', 'member', 'guest'] as const) {
        const res = await w.people[role].client.put(`${w.base}/owner`, body);
        expect(res.statusCode, role).toBe(403);
        expect(res.json()).toMatchObject({
          code: 'forbidden',
          message: 'Only the owner can hand over the workspace.',
        });
      }
      expect((await w.stranger.client.put(`${w.base}/owner`, body)).statusCode).toBe(404);
      expect((await createApiClient(t.app).put(`${w.base}/owner`, body)).statusCode).toBe(401);
      expect(await roles()).toEqual(unchanged);
    });

    it('refuses bad input on the field, changing nothing', async () => {
      const owner = w.people.owner.client;
      const cases: [unknown, number, string | null][] = [
        [{}, 400, 'userId'],
        [{ userId: 'not-a-uuid' }, 400, 'userId'],
        [{ userId: w.people.owner.user.id }, 400, 'userId'],
        [{ userId: w.people.guest.user.id }, 400, 'userId'],
        // Someone of another workspace, or nobody: not a member here.
        [{ userId: w.stranger.user.id }, 404, null],
        [{ userId: crypto.randomUUID() }, 404, null],
      ];
      for (const [body, status, field] of cases) {
        const res = await owner.put(`${w.base}/owner`, body as object);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        if (field) expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toEqual([field]);
      }
      const guest = await owner.put(`${w.base}/owner`, { userId: w.people.guest.user.id });
      expect(guest.json().fields.userId).toBe(
        'Only an admin or a member can become the owner. Make this guest a member first.',
      );
      expect(await roles()).toEqual(unchanged);
    });

    it('makes a member the owner and the old owner an admin, told to everyone live; the rules follow the new roles', async () => {
      const { owner, member, admin } = w.people;
      const adminSocket = await connectAs(t, url, admin.client);
      const since = mark(adminSocket);
      const res = await owner.client.put(`${w.base}/owner`, { userId: member.user.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: w.workspace.id, slug: w.workspace.slug, role: 'admin' });
      expect(await roles()).toEqual(['admin', 'admin', 'owner', 'guest']);
      const heard = (userId: string, role: Role) =>
        waitForChange(
          adminSocket,
          (c) =>
            c.entity === 'member' && c.id === userId && (c.data as { role?: string } | null)?.role === role,
          since,
        );
      await heard(member.user.id, 'owner');
      await heard(owner.user.id, 'admin');
      adminSocket.close();

      // The old owner can no longer hand over, delete, or change the plan; the new one can, and may leave no more.
      expect((await owner.client.put(`${w.base}/owner`, { userId: admin.user.id })).statusCode).toBe(403);
      expect((await owner.client.post(`${w.base}/delete`, { name: w.workspace.name })).statusCode).toBe(403);
      expect((await member.client.delete(`${w.base}/members/${member.user.id}`)).statusCode).toBe(403);
      // The new owner can hand it back.
      const back = await member.client.put(`${w.base}/owner`, { userId: owner.user.id });
      expect(back.statusCode).toBe(200);
      expect(await roles()).toEqual(['owner', 'admin', 'admin', 'guest']);
    });

    it('lets the owner delete their account once the workspace is handed over', async () => {
      const { owner, admin } = w.people;
      const refused = await owner.client.post('/api/auth/me/delete', { password: 'correct horse battery' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('Hand it over');
      expect((await owner.client.put(`${w.base}/owner`, { userId: admin.user.id })).statusCode).toBe(200);
      const deleted = await owner.client.post('/api/auth/me/delete', { password: 'correct horse battery' });
      expect(deleted.statusCode).toBe(204);
      expect(await roleOf(admin.user.id)).toBe('owner');
      expect(await roleOf(owner.user.id)).toBeUndefined();
    });
  });

  describe('POST /api/orgs/:org/delete', () => {
    const workspaceRows = async () =>
      Number(
        (
          await t.database.db.execute<{ n: string }>(
            sql`select count(*) as n from workspaces where id = ${w.workspace.id}`,
          )
        ).rows[0]?.n,
      );

    it('only the owner deletes: admin, member and guest 403, a stranger 404, no session 401', async () => {
      const body = { name: w.workspace.name };
      for (const role of ['admin', 'member', 'guest'] as const) {
        const res = await w.people[role].client.post(`${w.base}/delete`, body);
        expect(res.statusCode, role).toBe(403);
        expect(res.json()).toMatchObject({
          code: 'forbidden',
          message: 'Only the owner can delete the workspace.',
        });
      }
      expect((await w.stranger.client.post(`${w.base}/delete`, body)).statusCode).toBe(404);
      expect((await createApiClient(t.app).post(`${w.base}/delete`, body)).statusCode).toBe(401);
      expect(await workspaceRows()).toBe(1);
    });

    it('needs the name typed exactly: anything else is 400 fields.name and deletes nothing', async () => {
      const owner = w.people.owner.client;
      for (const name of ['', w.workspace.name.toUpperCase(), `${w.workspace.name}x`, w.workspace.slug]) {
        const res = await owner.post(`${w.base}/delete`, { name });
        expect(res.statusCode, name).toBe(400);
        expect(res.json().fields).toEqual({ name: 'Type the workspace name exactly as it is shown.' });
      }
      const missing = await owner.post(`${w.base}/delete`, {});
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().fields)).toEqual(['name']);
      expect(await workspaceRows()).toBe(1);
    });

    it('deletes the workspace with everything in it; its people hear it live and lose it, other workspaces stay', async () => {
      const { owner, member } = w.people;
      const orbit = await makeOrbit(w, owner.client);
      const task = await makeItem(w, owner.client, orbit.id, { title: 'Goes with it' });
      await attach(owner.client, w.base, task.id, [{ name: 'a.txt', data: Buffer.from('file') }]);
      const filesOf = async () =>
        readdir(path.join(dataDir, 'attachments', w.workspace.id)).catch(() => [] as string[]);
      expect(await filesOf()).toHaveLength(1);
      const memberSocket = await connectAs(t, url, member.client);
      const since = mark(memberSocket);

      // Spaces around the name are forgiven, nothing else.
      const res = await owner.client.post(`${w.base}/delete`, { name: ` ${w.workspace.name} ` });
      expect(res.statusCode).toBe(204);
      expect(
        await waitForChange(memberSocket, (c) => c.entity === 'workspace' && c.op === 'delete', since),
      ).toMatchObject({ workspaceId: w.workspace.id, id: w.workspace.id, data: null });
      memberSocket.close();

      expect(await workspaceRows()).toBe(0);
      const left = await t.database.db.execute<{ n: string }>(
        sql`select (select count(*) from items where workspace_id = ${w.workspace.id})
           + (select count(*) from memberships where workspace_id = ${w.workspace.id})
           + (select count(*) from change_log where workspace_id = ${w.workspace.id}) as n`,
      );
      expect(Number(left.rows[0]?.n)).toBe(0);
      expect(await filesOf()).toEqual([]);
      for (const person of [owner, member]) {
        expect((await person.client.get(w.base)).statusCode).toBe(404);
        const me = (await person.client.get('/api/auth/me')).json() as { workspaces: { id: string }[] };
        expect(me.workspaces.map((ws) => ws.id)).not.toContain(w.workspace.id);
      }
      // The stranger's workspace is untouched.
      expect((await w.stranger.client.get(`/api/orgs/${w.stranger.workspace.slug}`)).statusCode).toBe(200);
    });
  });
});
