import type { ChangeDto, OrbitDto, OrbitStatus } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.js';
import { mark, type WatchedSocket, waitForChange } from '../../test/socket-client.js';
import { useTasksSockets } from '../../test/tasks-sockets.js';
import { hearsNothing, lastWordAfter, seqNow } from './access-matrix.fixture.js';
import { makeOrbit } from './tasks.fixture.js';

// Task statuses and templates in the change log (docs/SYNC.md): a status lives on its orbit's row, so
// creating, renaming, reordering and deleting one is an `orbit` upsert carrying the whole new list, to
// the orbit's room; a template's orbits, lists and tasks are the same changes as if made by hand.
// Each reaches who sees the orbit, live and after a catch-up, and nobody else.

const names = (statuses: OrbitStatus[]) =>
  [...statuses].sort((a, b) => a.position - b.position).map((status) => status.name);

/** The orbit's upsert that carries exactly these statuses, in this order. */
const orbitWith = (orbitId: string, expected: string[]) => (change: ChangeDto) =>
  change.entity === 'orbit' &&
  change.id === orbitId &&
  change.op === 'upsert' &&
  JSON.stringify(names((change.data as OrbitDto).statuses)) === JSON.stringify(expected);

describe('statuses and templates through the change log', () => {
  const world = useTasksSockets();

  /** A label made by the owner: a workspace-wide change everyone hears, after the one under test. */
  async function fence(client: ApiClient, base: string) {
    const res = await client.post(`${base}/labels`, {
      name: `Fence ${crypto.randomUUID().slice(0, 8)}`,
      color: 'gray',
    });
    expect(res.statusCode).toBe(201);
    const id: string = res.json().id;
    return (change: ChangeDto) => change.entity === 'label' && change.id === id;
  }

  it('a status created, renamed, moved and deleted reaches who sees the orbit live and on catch-up; a guest outside it never', async () => {
    const { w, open } = world;
    const owner = w.people.owner.client;
    const orbit = await makeOrbit(w, owner);
    const [memberSocket, guestSocket] = [await open('member'), await open('guest')];
    const after = await seqNow(owner, w.base);
    const [memberMark, guestMark] = [mark(memberSocket), mark(guestSocket)];
    const save = async (statuses: OrbitStatus[]) => {
      const res = await owner.patch(`${w.base}/orbits/${orbit.id}`, {
        statuses: statuses.map((status, position) => ({ ...status, position })),
      });
      expect(res.statusCode).toBe(200);
      return res.json().statuses as OrbitStatus[];
    };
    const hearsStatuses = (socket: WatchedSocket, since: number, expected: string[]) =>
      waitForChange(socket, orbitWith(orbit.id, expected), since);

    const review: OrbitStatus = {
      id: 'review00000000000000',
      name: 'Review',
      kind: 'open',
      color: 'orange',
      position: 0,
    };
    const [todo, progress, done] = [...orbit.statuses].sort((a, b) => a.position - b.position) as [
      OrbitStatus,
      OrbitStatus,
      OrbitStatus,
    ];
    let statuses = await save([todo, progress, review, done]);
    await hearsStatuses(memberSocket, memberMark, ['To do', 'In progress', 'Review', 'Done']);
    statuses = await save(statuses.map((s) => (s.id === review.id ? { ...s, name: 'In review' } : s)));
    await hearsStatuses(memberSocket, memberMark, ['To do', 'In progress', 'In review', 'Done']);
    const moved = statuses.find((s) => s.id === review.id) as OrbitStatus;
    statuses = await save([moved, ...statuses.filter((s) => s.id !== review.id)]);
    await hearsStatuses(memberSocket, memberMark, ['In review', 'To do', 'In progress', 'Done']);
    await save(statuses.filter((s) => s.id !== review.id));
    await hearsStatuses(memberSocket, memberMark, ['To do', 'In progress', 'Done']);

    // A catch-up from before all four ends on the last list: the deleted status is gone.
    const last = await lastWordAfter(w.people.member.client, w.base, after, 'orbit', orbit.id);
    expect(last?.op).toBe('upsert');
    expect(names((last?.data as OrbitDto | undefined)?.statuses ?? [])).toEqual([
      'To do',
      'In progress',
      'Done',
    ]);
    const boot = (await w.people.member.client.get(`${w.base}/sync/bootstrap`)).json();
    expect(names(boot.orbits.find((o: OrbitDto) => o.id === orbit.id).statuses)).toEqual([
      'To do',
      'In progress',
      'Done',
    ]);
    // A guest (not a member of the public orbit) hears none of it, by either path.
    await hearsNothing(
      guestSocket,
      guestMark,
      w.people.guest.client,
      w.base,
      after,
      { entity: 'orbit', id: orbit.id },
      await fence(owner, w.base),
    );
  });

  it("a template's orbits, lists and tasks reach the workspace's members live and on catch-up, not its guests", async () => {
    const { w, open } = world;
    const [ownerSocket, guestSocket] = [await open('owner'), await open('guest')];
    const after = await seqNow(w.people.owner.client, w.base);
    const [ownerMark, guestMark] = [mark(ownerSocket), mark(guestSocket)];
    const res = await w.people.member.client.post(`${w.base}/templates/apply`, { template: 'marketing' });
    expect(res.statusCode).toBe(201);
    const { orbitIds } = res.json() as { orbitIds: string[] };
    expect(orbitIds.length).toBeGreaterThan(0);

    const caughtUp = await w.people.owner.client.get(`${w.base}/sync/changes?after=${after}`);
    const changes: ChangeDto[] = caughtUp.json().changes;
    for (const orbitId of orbitIds) {
      await waitForChange(
        ownerSocket,
        (change) => change.entity === 'orbit' && change.id === orbitId && change.op === 'upsert',
        ownerMark,
      );
      const inOrbit = (change: ChangeDto) =>
        (change.data as { orbitId?: string } | null)?.orbitId === orbitId;
      expect(changes.some((change) => change.entity === 'orbit' && change.id === orbitId)).toBe(true);
      expect(changes.some((change) => change.entity === 'list' && inOrbit(change))).toBe(true);
      const tasks = changes.filter((change) => change.entity === 'item' && inOrbit(change));
      expect(tasks.length).toBeGreaterThan(0);
      // Each of its tasks reached the owner live too.
      for (const task of tasks) {
        await waitForChange(
          ownerSocket,
          (change) => change.entity === 'item' && change.id === task.id,
          ownerMark,
        );
      }
    }
    const barrier = await fence(w.people.owner.client, w.base);
    for (const orbitId of orbitIds) {
      await hearsNothing(
        guestSocket,
        guestMark,
        w.people.guest.client,
        w.base,
        after,
        { entity: 'orbit', id: orbitId },
        barrier,
      );
    }
  });
});
