import { randomUUID } from 'node:crypto';
import { type BootstrapDto, bootstrapSectionNames, type ChangeDto } from '@orbit/shared';
import { and, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, workspaces } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from './tasks.fixture.js';

type Keyed = { id?: string; itemId?: string };
const collections: Record<string, keyof Omit<BootstrapDto, 'seq' | 'members'>> = {
  orbit: 'orbits',
  list: 'lists',
  item: 'items',
  label: 'labels',
  view: 'views',
  favorite: 'favorites',
  notification: 'notifications',
};
const keyOf = (row: Keyed) => row.id ?? row.itemId ?? '';

/** What the client does: apply each change to its copy, newer seq wins, deletes remove. */
function applyChanges(snapshot: BootstrapDto, changes: ChangeDto[], seq: number): BootstrapDto {
  const next = structuredClone(snapshot) as unknown as Record<string, Keyed[]> & { seq: number };
  for (const change of changes) {
    const name = collections[change.entity];
    if (!name) continue;
    const rows = next[name] ?? [];
    const kept = rows.filter((row) => keyOf(row) !== change.id);
    next[name] = change.op === 'delete' ? kept : [...kept, change.data as Keyed];
  }
  next.seq = seq;
  return next as unknown as BootstrapDto;
}

function normalise(boot: BootstrapDto): BootstrapDto {
  // A task's temporary id is in its changes, and in a bootstrap only for a device still holding a row
  // under it (none here).
  const sorted = {
    ...boot,
    items: boot.items.map((item) => ({ ...item, clientId: null })),
  } as unknown as Record<string, unknown>;
  for (const name of Object.values(collections)) {
    sorted[name] = [...((sorted[name] ?? []) as Keyed[])].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
  }
  return sorted as unknown as BootstrapDto;
}

describe('sync routes', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  it('a stale bootstrap plus changes?after equals a fresh bootstrap, for each role', async () => {
    const owner = w.people.owner.client;
    const first = await makeOrbit(w, owner);
    const kept = await makeItem(w, owner, first.id);
    const stale: Record<string, BootstrapDto> = {};
    for (const role of ['owner', 'member', 'guest'] as const) {
      stale[role] = (await w.people[role].client.get(`${w.base}/sync/bootstrap`)).json();
    }

    const hidden = await makeOrbit(w, owner, { visibility: 'private', memberIds: [w.people.guest.user.id] });
    const secret = await makeItem(w, owner, hidden.id, { title: 'Secret' });
    await owner.patch(`${w.base}/items/${kept.id}`, { title: 'Kept', priority: 'high' });
    const label = (await owner.post(`${w.base}/labels`, { name: 'Bug', color: 'red' })).json();
    await owner.patch(`${w.base}/items/${kept.id}`, {
      labelIds: [label.id],
      assigneeIds: [w.people.member.user.id],
    });
    const gone = await makeItem(w, owner, first.id);
    await owner.delete(`${w.base}/items/${gone.id}`);
    await owner.delete(`${w.base}/items/${gone.id}/permanent`);
    await owner.delete(`${w.base}/items/${secret.id}`);
    await owner.post(`${w.base}/views`, { clientId: randomUUID(), name: 'Mine' });
    await owner.post(`${w.base}/views`, { clientId: randomUUID(), name: 'Ours', visibility: 'shared' });
    await w.people.member.client.request({ method: 'PUT', url: `${w.base}/favorites/${kept.id}` });
    const doomed = (await owner.post(`${w.base}/labels`, { name: 'Old', color: 'gray' })).json();
    await owner.delete(`${w.base}/labels/${doomed.id}`);
    await owner.post(`${w.base}/lists`, { clientId: randomUUID(), orbitId: first.id, name: 'Later' });

    for (const role of ['owner', 'member', 'guest'] as const) {
      const client = w.people[role].client;
      const before = stale[role] as BootstrapDto;
      const res = (await client.get(`${w.base}/sync/changes?after=${before.seq}`)).json();
      expect(res.reset).toBe(false);
      const fresh: BootstrapDto = (await client.get(`${w.base}/sync/bootstrap`)).json();
      expect(normalise(applyChanges(before, res.changes, res.seq))).toEqual(normalise(fresh));
      if (role === 'member') {
        expect(res.changes.some((change: ChangeDto) => change.id === secret.id)).toBe(false);
      }
    }
    const guestBoot: BootstrapDto = (await w.people.guest.client.get(`${w.base}/sync/bootstrap`)).json();
    expect(guestBoot.orbits.map((orbit) => orbit.id)).toEqual([hidden.id]);
  });

  it('says reset when the log no longer holds the changes, or the client is too far behind', async () => {
    const owner = w.people.owner.client;
    const { seq } = (await owner.get(`${w.base}/sync/bootstrap`)).json();
    expect((await owner.get(`${w.base}/sync/changes?after=${seq}`)).json()).toEqual({
      seq,
      changes: [],
      reset: false,
    });
    expect((await owner.get(`${w.base}/sync/changes?after=${seq + 10}`)).json()).toEqual({ reset: true });
    // What the retention job leaves: changes up to 3 gone, and the workspace saying so.
    await t.database.db
      .delete(changeLog)
      .where(and(eq(changeLog.workspaceId, w.workspace.id), lte(changeLog.seq, 3)));
    await t.database.db.update(workspaces).set({ prunedSeq: 3 }).where(eq(workspaces.id, w.workspace.id));
    expect((await owner.get(`${w.base}/sync/changes?after=1`)).json()).toEqual({ reset: true });
    expect((await owner.get(`${w.base}/sync/changes?after=3`)).json().reset).toBe(false);
    await t.database.db.execute(sql`
      insert into change_log (workspace_id, seq, entity, entity_id, op, room)
      select ${w.workspace.id}, next_change_seq(), 'label', 'bulk-' || n, 'delete', ${`org:${w.workspace.id}`}
      from generate_series(1, 5001) as n`);
    expect((await owner.get(`${w.base}/sync/changes?after=${seq}`)).json()).toEqual({ reset: true });
  });

  it('the bootstrap answers one section per entry of the registry, each read by its entity', async () => {
    const boot = (await w.people.member.client.get(`${w.base}/sync/bootstrap`)).json();
    expect(Object.keys(boot).sort()).toEqual(['seq', ...bootstrapSectionNames].sort());
    for (const key of bootstrapSectionNames) expect(Array.isArray(boot[key])).toBe(true);
    expect(boot.members.map((member: { userId: string }) => member.userId)).toContain(
      w.people.member.user.id,
    );
  });

  it("a task's temporary id goes only to a device that still holds a row under it", async () => {
    const member = w.people.member.client;
    const orbit = await makeOrbit(w, member);
    const mine = await makeItem(w, member, orbit.id);
    const other = await makeItem(w, member, orbit.id);
    const clientIdOf = (boot: BootstrapDto, id: string) =>
      boot.items.find((item) => item.id === id)?.clientId;

    const plain: BootstrapDto = (await member.get(`${w.base}/sync/bootstrap`)).json();
    expect(clientIdOf(plain, mine.id)).toBeNull();
    expect(clientIdOf(plain, other.id)).toBeNull();
    const asked: BootstrapDto = (
      await member.get(`${w.base}/sync/bootstrap?clientIds=${mine.clientId}`)
    ).json();
    expect(clientIdOf(asked, mine.id)).toBe(mine.clientId);
    expect(clientIdOf(asked, other.id)).toBeNull();
    // The live change and a refetch still carry it: only the bootstrap leaves it out.
    expect((await member.get(`${w.base}/sync/entity/item/${other.id}`)).json().data.clientId).toBe(
      other.clientId,
    );

    const bad = await member.get(`${w.base}/sync/bootstrap?clientIds=${mine.clientId},not-a-uuid`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('clientIds');
  });

  it("a first answer (?first=) carries only the tasks of the page's orbit or view, says partial, and never another orbit's hidden tasks", async () => {
    const owner = w.people.owner.client;
    const member = w.people.member.client;
    const here = await makeOrbit(w, owner);
    const there = await makeOrbit(w, owner);
    const hidden = await makeOrbit(w, owner, { visibility: 'private', memberIds: [w.people.owner.user.id] });
    const mine = await makeItem(w, owner, here.id, { title: 'Here' });
    const elsewhere = await makeItem(w, owner, there.id, { title: 'There' });
    const secret = await makeItem(w, owner, hidden.id, { title: 'Secret' });
    const idsOf = (boot: BootstrapDto) => boot.items.map((item) => item.id);
    const whole: BootstrapDto = (await member.get(`${w.base}/sync/bootstrap`)).json();

    const first: BootstrapDto = (await member.get(`${w.base}/sync/bootstrap?first=${here.id}`)).json();
    expect(first.partial).toBe(true);
    expect(idsOf(first)).toEqual([mine.id]);
    // Every other section is whole: the frame (orbits, people, views) draws from it.
    expect(normalise({ ...first, items: whole.items, partial: undefined } as BootstrapDto)).toEqual(
      normalise({ ...whole, partial: undefined } as BootstrapDto),
    );

    // A saved view limited to some orbits: their tasks.
    const view = (
      await member.post(`${w.base}/views`, {
        clientId: randomUUID(),
        name: 'Two orbits',
        filters: { orbitIds: [there.id, hidden.id] },
      })
    ).json();
    const byView: BootstrapDto = (await member.get(`${w.base}/sync/bootstrap?first=${view.id}`)).json();
    expect(byView.partial).toBe(true);
    expect(idsOf(byView)).toEqual([elsewhere.id]);

    // An orbit they may not see, an unknown id or the app's own page: the whole answer, nothing hidden.
    for (const id of [hidden.id, 'aaaaaaaaaaaaaaaaaaaa', 'inbox']) {
      const answer: BootstrapDto = (await member.get(`${w.base}/sync/bootstrap?first=${id}`)).json();
      expect(answer.partial).toBeUndefined();
      expect(idsOf(answer).sort()).toEqual(idsOf(whole).sort());
      expect(idsOf(answer)).not.toContain(secret.id);
    }
    const bad = await member.get(`${w.base}/sync/bootstrap?first=${encodeURIComponent("x'; --")}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('first');
  });

  it('rejects a bad `after`', async () => {
    expect((await w.people.owner.client.get(`${w.base}/sync/changes?after=-1`)).statusCode).toBe(400);
    expect((await w.people.owner.client.get(`${w.base}/sync/changes`)).statusCode).toBe(400);
  });
});
