import type { BootstrapDto, ChangeDto } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import { changesOf, waitForChange } from '../../test/socket-client.js';
import { useTasksSockets } from '../../test/tasks-sockets.js';
import { makeItem, makeOrbit } from '../sync/tasks.fixture.js';

type Row = { id?: string; itemId?: string };
const tables = { orbit: 'orbits', list: 'lists', item: 'items', favorite: 'favorites' } as const;
const keyOf = (row: Row) => row.id ?? row.itemId ?? '';

/** What a client does with changes: newer rows replace, deletes remove (an orbit's with its rows). */
function apply(boot: BootstrapDto, changes: ChangeDto[]) {
  const next = structuredClone(boot) as unknown as Record<string, Row[]>;
  for (const change of changes) {
    const table = tables[change.entity as keyof typeof tables];
    if (!table) continue;
    const rows = (next[table] ?? []).filter((row) => keyOf(row) !== change.id);
    next[table] = change.op === 'delete' ? rows : [...rows, change.data as Row];
    if (change.entity === 'orbit' && change.op === 'delete') {
      const inOrbit = (row: Row) => (row as { orbitId?: string }).orbitId !== change.id;
      next.lists = (next.lists ?? []).filter(inOrbit);
      next.items = (next.items ?? []).filter(inOrbit);
    }
  }
  return next;
}

const ids = (rows: Row[] | undefined) => (rows ?? []).map(keyOf).sort();

describe('letting someone into an orbit', () => {
  const world = useTasksSockets();

  const bootstrapOf = async (role: 'member' | 'guest'): Promise<BootstrapDto> =>
    (await world.w.people[role].client.get(`${world.w.base}/sync/bootstrap`)).json();
  const changesFor = async (role: 'member' | 'guest', after: number): Promise<ChangeDto[]> =>
    (await world.w.people[role].client.get(`${world.w.base}/sync/changes?after=${after}`)).json().changes;

  /** A stale copy plus the changes since equals a fresh bootstrap, for the rows of the orbit. */
  async function expectCaughtUp(role: 'member' | 'guest', stale: BootstrapDto) {
    const caught = apply(stale, await changesFor(role, stale.seq));
    const fresh = await bootstrapOf(role);
    for (const table of Object.values(tables)) {
      expect(ids(caught[table]), table).toEqual(ids(fresh[table] as Row[]));
    }
    return fresh;
  }

  it('added to a private orbit: its lists and tasks reach them, live and by changes?after', async () => {
    const { w, open } = world;
    const owner = w.people.owner.client;
    const orbit = await makeOrbit(w, owner, { visibility: 'private' });
    const older = await makeItem(w, owner, orbit.id, { title: 'Before you came' });
    await owner.delete(`${w.base}/items/${(await makeItem(w, owner, orbit.id)).id}`);
    const stale = await bootstrapOf('member');
    expect(stale.items.some((item) => item.id === older.id)).toBe(false);
    const socket = await open('member');

    const added = await owner.post(`${w.base}/orbits/${orbit.id}/members`, {
      userId: w.people.member.user.id,
    });
    expect(added.statusCode).toBe(200);
    const fresh = await expectCaughtUp('member', stale);
    expect(fresh.items.map((item) => item.title)).toContain('Before you came');

    const heard = await waitForChange(socket, (change) => change.id === older.id);
    expect(heard).toMatchObject({ entity: 'item', op: 'upsert' });
    expect(changesOf(socket).some((change) => change.entity === 'list')).toBe(true);
  });

  it('nobody else hears the rows again, and a member already in gets nothing new', async () => {
    const { w } = world;
    const owner = w.people.owner.client;
    const orbit = await makeOrbit(w, owner, { visibility: 'private', memberIds: [w.people.member.user.id] });
    const item = await makeItem(w, owner, orbit.id);
    const again = await owner.post(`${w.base}/orbits/${orbit.id}/members`, {
      userId: w.people.member.user.id,
    });
    const changes = (await owner.get(`${w.base}/sync/changes?after=${item.seq}`)).json().changes;
    expect(changes.filter((change: ChangeDto) => change.entity === 'item')).toHaveLength(0);
    const theirs = await changesFor('member', item.seq);
    expect(theirs.filter((change) => change.entity !== 'orbit')).toHaveLength(0);
    expect(again.statusCode).toBe(200);
  });

  it('removed then added again: a favourite comes back with its task', async () => {
    const { w } = world;
    const owner = w.people.owner.client;
    const guest = w.people.guest.client;
    const orbit = await makeOrbit(w, owner, { visibility: 'private', memberIds: [w.people.guest.user.id] });
    const item = await makeItem(w, owner, orbit.id);
    expect((await guest.request({ method: 'PUT', url: `${w.base}/favorites/${item.id}` })).statusCode).toBe(
      200,
    );
    const stale = await bootstrapOf('guest');
    await owner.delete(`${w.base}/orbits/${orbit.id}/members/${w.people.guest.user.id}`);
    await owner.post(`${w.base}/orbits/${orbit.id}/members`, { userId: w.people.guest.user.id });
    const fresh = await expectCaughtUp('guest', stale);
    expect(fresh.favorites.map((favorite) => favorite.itemId)).toContain(item.id);
  });

  it('a private orbit made public reaches the members outside it, not the guests', async () => {
    const { w } = world;
    const owner = w.people.owner.client;
    const orbit = await makeOrbit(w, owner, { visibility: 'private' });
    const item = await makeItem(w, owner, orbit.id);
    const stale = await bootstrapOf('member');
    const staleGuest = await bootstrapOf('guest');
    expect((await owner.patch(`${w.base}/orbits/${orbit.id}`, { visibility: 'public' })).statusCode).toBe(
      200,
    );
    const fresh = await expectCaughtUp('member', stale);
    expect(fresh.items.some((row) => row.id === item.id)).toBe(true);
    const guestChanges = await changesFor('guest', staleGuest.seq);
    expect(guestChanges.some((change) => change.id === item.id)).toBe(false);
  });
});
