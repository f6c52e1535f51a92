import type { ChangeDto, ItemDto, OrbitDto, OrbitStatus } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import { waitForChange } from '../../test/socket-client.js';
import { useTasksSockets } from '../../test/tasks-sockets.js';
import { makeItem, makeOrbit } from '../sync/tasks.fixture.js';

/** The orbit's statuses with one of them changed (by name). */
function withStatus(orbit: OrbitDto, name: string, change: Partial<OrbitStatus>): OrbitStatus[] {
  return orbit.statuses.map((status) => (status.name === name ? { ...status, ...change } : status));
}

const statusNamed = (orbit: OrbitDto, name: string) => {
  const status = orbit.statuses.find((candidate) => candidate.name === name);
  if (!status) throw new Error(`no status ${name}`);
  return status;
};

describe('orbit statuses', () => {
  const world = useTasksSockets();

  const changesAfter = async (seq: number): Promise<ChangeDto[]> =>
    (await world.w.people.owner.client.get(`${world.w.base}/sync/changes?after=${seq}`)).json().changes;

  it('a status turned done completes its tasks in the same write, each with its change and activity', async () => {
    const { w, open } = world;
    const c = w.people.owner.client;
    const orbit = await makeOrbit(w, c);
    const progress = statusNamed(orbit, 'In progress');
    const doing = await makeItem(w, c, orbit.id, { statusId: progress.id });
    const alsoDoing = await makeItem(w, c, orbit.id, { statusId: progress.id });
    const waiting = await makeItem(w, c, orbit.id);
    const memberSocket = await open('member');

    const res = await c.patch(`${w.base}/orbits/${orbit.id}`, {
      statuses: withStatus(orbit, 'In progress', { kind: 'done' }),
    });
    expect(res.statusCode).toBe(200);
    expect(statusNamed(res.json(), 'In progress').kind).toBe('done');

    const changes = await changesAfter(waiting.seq);
    const itemChanges = changes.filter((change) => change.entity === 'item');
    expect(itemChanges.map((change) => change.id).sort()).toEqual([doing.id, alsoDoing.id].sort());
    for (const change of itemChanges) {
      expect(change.op).toBe('upsert');
      expect((change.data as ItemDto).completedAt).toEqual(expect.any(String));
    }
    expect(changes.some((change) => change.entity === 'orbit' && change.id === orbit.id)).toBe(true);

    // Another client hears of it live, with the completed task in the event.
    const heard = await waitForChange(memberSocket, (change) => change.id === doing.id);
    expect((heard.data as ItemDto).completedAt).toEqual(expect.any(String));

    const boot = (await c.get(`${w.base}/sync/bootstrap`)).json();
    const untouched = boot.items.find((item: ItemDto) => item.id === waiting.id);
    expect(untouched.completedAt).toBeNull();
    const activity = (await c.get(`${w.base}/items/${doing.id}/activity`)).json();
    expect(activity[0]).toMatchObject({ kind: 'complete', data: { reason: 'status_kind' } });
  });

  it('a status turned open reopens its tasks; unchanged kinds leave completedAt alone', async () => {
    const { w } = world;
    const c = w.people.owner.client;
    const orbit = await makeOrbit(w, c);
    const done = statusNamed(orbit, 'Done');
    const finished = await makeItem(w, c, orbit.id, { statusId: done.id });
    expect(finished.completedAt).not.toBeNull();
    // Keep a done status: "Shipped" takes over as the done one, "Done" becomes open.
    const statuses = [
      ...withStatus(orbit, 'Done', { kind: 'open' }),
      { id: 'shipped0000000000000', name: 'Shipped', kind: 'done' as const, color: 'green', position: 3 },
    ];
    const res = await c.patch(`${w.base}/orbits/${orbit.id}`, { statuses });
    expect(res.statusCode).toBe(200);
    const changes = await changesAfter(finished.seq);
    const reopened = changes.find((change) => change.entity === 'item' && change.id === finished.id);
    expect(reopened).toBeDefined();
    expect((reopened?.data as ItemDto | undefined)?.completedAt).toBeNull();

    // Renaming and recolouring only: no task changes.
    const after = res.json() as OrbitDto;
    const renamed = await c.patch(`${w.base}/orbits/${orbit.id}`, {
      statuses: withStatus(after, 'Done', { name: 'Checked', color: 'purple' }),
    });
    expect(renamed.statusCode).toBe(200);
    const later = await changesAfter(renamed.json().seq - 1);
    expect(later.filter((change) => change.entity === 'item')).toHaveLength(0);
  });

  it('keeps at least one open and one done status (400 on statuses, nothing changed)', async () => {
    const { w } = world;
    const c = w.people.owner.client;
    const orbit = await makeOrbit(w, c);
    const allDone = orbit.statuses.map((status) => ({ ...status, kind: 'done' }));
    const noOpen = await c.patch(`${w.base}/orbits/${orbit.id}`, { statuses: allDone });
    expect(noOpen.statusCode).toBe(400);
    expect(noOpen.json().fields.statuses).toBe('Keep at least one open status.');
    const allOpen = orbit.statuses.map((status) => ({ ...status, kind: 'open' }));
    const noDone = await c.patch(`${w.base}/orbits/${orbit.id}`, { statuses: allOpen });
    expect(noDone.statusCode).toBe(400);
    expect(noDone.json().fields.statuses).toBe('Keep at least one done status.');
    const boot = (await c.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.orbits.find((o: OrbitDto) => o.id === orbit.id).statuses).toEqual(orbit.statuses);
  });

  it('refuses to remove a status tasks still use, Trash included, naming it (409)', async () => {
    const { w } = world;
    const c = w.people.owner.client;
    const orbit = await makeOrbit(w, c);
    const progress = statusNamed(orbit, 'In progress');
    const item = await makeItem(w, c, orbit.id, { statusId: progress.id });
    await c.delete(`${w.base}/items/${item.id}`);
    const without = orbit.statuses.filter((status) => status.id !== progress.id);
    const res = await c.patch(`${w.base}/orbits/${orbit.id}`, { statuses: without });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', fields: { statuses: expect.any(String) } });
    expect(res.json().message).toContain('1 task still uses “In progress”');

    await c.delete(`${w.base}/items/${item.id}/permanent`);
    const removed = await c.patch(`${w.base}/orbits/${orbit.id}`, { statuses: without });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().statuses.map((status: OrbitStatus) => status.name)).toEqual(['To do', 'Done']);
  });
});
