import { randomUUID } from 'node:crypto';
import type { ChangeDto, GroupDto, Role } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, type TasksWorld } from '../sync/tasks.fixture.js';
import { groupIdsVisibleTo, groupMemberIds } from './group-members.js';

describe('groups', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  const seqNow = async () =>
    (await w.people.guest.client.get(`${w.base}/sync/bootstrap`)).json().seq as number;
  const changesAfter = async (seq: number): Promise<ChangeDto[]> =>
    (await w.people.guest.client.get(`${w.base}/sync/changes?after=${seq}`)).json().changes;

  it('owner, admin and member create groups; a guest gets 403 and nothing is made', async () => {
    const table: Record<Role, number> = { owner: 201, admin: 201, member: 201, guest: 403 };
    for (const [role, status] of Object.entries(table) as [Role, number][]) {
      const res = await w.people[role].client.post(`${w.base}/groups`, { name: `Team of ${role}` });
      expect(`${role} ${res.statusCode}`).toBe(`${role} ${status}`);
    }
    const boot = (await w.people.guest.client.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.groups.map((g: GroupDto) => g.name).sort()).toEqual([
      'Team of admin',
      'Team of member',
      'Team of owner',
    ]);
  });

  it('creates with members that everyone in the workspace hears of, a retry answers the same group', async () => {
    const seq = await seqNow();
    const clientId = randomUUID();
    const body = { clientId, name: 'Design', memberIds: [w.people.member.user.id, w.people.guest.user.id] };
    const first = await w.people.member.client.post(`${w.base}/groups`, body);
    expect(first.statusCode).toBe(201);
    const group: GroupDto = first.json();
    expect(group.memberIds.sort()).toEqual([w.people.member.user.id, w.people.guest.user.id].sort());
    const again = await w.people.member.client.post(`${w.base}/groups`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(group.id);
    const changes = await changesAfter(seq);
    expect(changes.filter((c) => c.entity === 'group')).toEqual([
      expect.objectContaining({
        op: 'upsert',
        id: group.id,
        data: expect.objectContaining({ name: 'Design' }),
      }),
    ]);
    // By its temporary id too, and its members for chat and the inbox.
    expect(
      (await w.people.guest.client.get(`${w.base}/sync/entity/group/${clientId}`)).json().data.name,
    ).toBe('Design');
    expect((await groupMemberIds(t.database.db, w.workspace.id, [group.id])).sort()).toEqual(
      group.memberIds.sort(),
    );
    expect(await groupIdsVisibleTo(t.database.db, w.workspace.id, w.people.guest.user.id)).toContain(
      group.id,
    );
    expect(await groupIdsVisibleTo(t.database.db, w.workspace.id, w.stranger.user.id)).toEqual([]);
    expect(await groupMemberIds(t.database.db, w.stranger.workspace.id, [group.id])).toEqual([]);
  });

  it('refuses a taken name in any case (409 on name), an empty or long name, and outsiders as members', async () => {
    await w.people.owner.client.post(`${w.base}/groups`, { name: 'Support' });
    const seq = await seqNow();
    const taken = await w.people.admin.client.post(`${w.base}/groups`, { name: '  support ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toHaveProperty('name');
    for (const name of ['', '   ', 'x'.repeat(81)]) {
      const res = await w.people.admin.client.post(`${w.base}/groups`, { name });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().fields).toHaveProperty('name');
    }
    const outsider = await w.people.admin.client.post(`${w.base}/groups`, {
      name: 'Mixed',
      memberIds: [w.stranger.user.id],
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().fields).toHaveProperty('memberIds');
    const rename = await w.people.owner.client.post(`${w.base}/groups`, { name: 'Ops' });
    const renamed = await w.people.owner.client.patch(`${w.base}/groups/${rename.json().id}`, {
      name: 'SUPPORT',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().fields).toHaveProperty('name');
    expect((await changesAfter(seq)).filter((c) => c.entity === 'group').map((c) => c.data)).toEqual([
      expect.objectContaining({ name: 'Ops' }),
    ]);
  });

  it('the creator, owners and admins rename, set members and delete; other members 403, other workspaces 404', async () => {
    const made: GroupDto = (
      await w.people.member.client.post(`${w.base}/groups`, { name: 'Writers' })
    ).json();
    const url = `${w.base}/groups/${made.id}`;
    const other = await createApiClient(t.app);
    expect((await other.patch(url, { name: 'x' })).statusCode).toBe(401);
    expect((await w.stranger.client.patch(url, { name: 'x' })).statusCode).toBe(404);
    expect((await w.stranger.client.delete(url)).statusCode).toBe(404);
    const owned: GroupDto = (await w.people.owner.client.post(`${w.base}/groups`, { name: 'Leads' })).json();
    expect(
      (await w.people.member.client.patch(`${w.base}/groups/${owned.id}`, { name: 'Mine' })).statusCode,
    ).toBe(403);
    expect((await w.people.guest.client.delete(`${w.base}/groups/${owned.id}`)).statusCode).toBe(403);

    const renamed = await w.people.member.client.patch(url, {
      name: 'Editors',
      memberIds: [w.people.admin.user.id, w.people.admin.user.id],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Editors', memberIds: [w.people.admin.user.id] });
    const seq = await seqNow();
    expect((await w.people.admin.client.patch(url, { name: 'Editors' })).statusCode).toBe(200);
    expect(await changesAfter(seq)).toEqual([]);
    expect((await w.people.admin.client.delete(url)).statusCode).toBe(204);
    expect((await w.people.admin.client.delete(url)).statusCode).toBe(404);
    const deleted = (await changesAfter(seq)).find((c) => c.entity === 'group');
    expect(deleted).toMatchObject({ op: 'delete', id: made.id });
  });

  it('someone removed from the workspace leaves its groups', async () => {
    const group: GroupDto = (
      await w.people.owner.client.post(`${w.base}/groups`, {
        name: 'Night shift',
        memberIds: [w.people.admin.user.id, w.people.guest.user.id],
      })
    ).json();
    const seq = await seqNow();
    expect(
      (await w.people.owner.client.delete(`${w.base}/members/${w.people.guest.user.id}`)).statusCode,
    ).toBe(204);
    const changes = await (await w.people.admin.client.get(`${w.base}/sync/changes?after=${seq}`)).json()
      .changes;
    const upsert = changes.find((c: ChangeDto) => c.entity === 'group' && c.id === group.id);
    expect(upsert.data.memberIds).toEqual([w.people.admin.user.id]);
  });
});
