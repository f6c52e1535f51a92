import { randomUUID } from 'node:crypto';
import type { BootstrapDto, ChangeDto } from '@orbit/shared';
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
  const sorted = { ...boot } as unknown as Record<string, unknown>;
  for (const name of Object.values(collections)) {
    sorted[name] = [...(boot[name] as Keyed[])].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
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
    await t.database.db
      .delete(changeLog)
      .where(and(eq(changeLog.workspaceId, w.workspace.id), lte(changeLog.seq, 3)));
    expect((await owner.get(`${w.base}/sync/changes?after=1`)).json()).toEqual({ reset: true });
    expect((await owner.get(`${w.base}/sync/changes?after=3`)).json().reset).toBe(false);
    await t.database.db
      .update(workspaces)
      .set({ changeSeq: sql`${workspaces.changeSeq} + 6000` })
      .where(eq(workspaces.id, w.workspace.id));
    expect((await owner.get(`${w.base}/sync/changes?after=${seq}`)).json()).toEqual({ reset: true });
  });

  it('rejects a bad `after`', async () => {
    expect((await w.people.owner.client.get(`${w.base}/sync/changes?after=-1`)).statusCode).toBe(400);
    expect((await w.people.owner.client.get(`${w.base}/sync/changes`)).statusCode).toBe(400);
  });
});
