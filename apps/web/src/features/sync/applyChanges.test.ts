import type { ItemDto } from '@orbit/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalDb } from '../../lib/localDb';
import { applyBootstrap } from './applyBootstrap';
import { applyChanges, UnreadableRowError } from './applyChanges';
import type { Change } from './schemas';
import {
  bootstrapRows,
  favoriteRow,
  itemRow,
  labelRow,
  listRow,
  memberRow,
  orbitRow,
  viewRow,
} from './testing/serverRows';

const scope = { workspaceId: 'w1', meId: 'me' };
const item = (over: Partial<ItemDto> = {}) => itemRow(over);
const upsert = (seq: number, data: { id: string; seq?: number }, entity = 'item'): Change => ({
  seq,
  entity,
  op: 'upsert',
  id: String(data.id),
  data,
});

let db: LocalDb;
beforeEach(async () => {
  db = new LocalDb(`apply-${crypto.randomUUID()}`);
  await db.open();
});

describe('applyChanges', () => {
  it('keeps the row with the highest seq whatever the arrival order', async () => {
    await applyChanges(db, scope, [upsert(5, item({ title: 'five' }))]);
    await applyChanges(db, scope, [upsert(3, item({ title: 'three' }))]);
    expect((await db.items.get('i1'))?.title).toBe('five');
    await applyChanges(db, scope, [upsert(7, item({ title: 'seven' })), upsert(6, item({ title: 'six' }))]);
    expect((await db.items.get('i1'))?.title).toBe('seven');
  });

  it('is idempotent: the same change twice leaves one row', async () => {
    const change = upsert(2, item());
    await applyChanges(db, scope, [change]);
    await applyChanges(db, scope, [change]);
    expect(await db.items.count()).toBe(1);
    expect((await db.items.get('i1'))?.seq).toBe(2);
  });

  it('deletes a row, and a late upsert older than the delete does not bring it back', async () => {
    await applyChanges(db, scope, [upsert(1, item({ assigneeIds: ['me'] }))]);
    expect(await db.myTasks.get('i1')).toBeDefined();
    await applyChanges(db, scope, [{ seq: 4, entity: 'item', op: 'delete', id: 'i1' }]);
    expect(await db.items.get('i1')).toBeUndefined();
    expect(await db.myTasks.get('i1')).toBeUndefined();
  });

  it("drops an orbit's lists and tasks with the orbit, and leaves other orbits alone", async () => {
    await applyChanges(db, scope, [
      upsert(1, orbitRow(), 'orbit'),
      upsert(2, listRow(), 'list'),
      upsert(3, item({ assigneeIds: ['me'] })),
      upsert(4, item({ id: 'i2', orbitId: 'o2' })),
    ]);
    await db.favorites.put({ item_id: 'i1', itemId: 'i1' });
    await applyChanges(db, scope, [{ seq: 5, entity: 'orbit', op: 'delete', id: 'o1' }]);
    expect(await db.lists.get('o1')).toBeUndefined();
    expect(await db.lists.get('l1')).toBeUndefined();
    expect(await db.items.get('i1')).toBeUndefined();
    expect(await db.myTasks.get('i1')).toBeUndefined();
    expect(await db.favorites.get('i1')).toBeUndefined();
    expect(await db.items.get('i2')).toBeDefined();
  });

  it('a deleted status stays deleted: a late orbit upsert from before the delete does not bring it back', async () => {
    const review = { id: 'review', name: 'Review', kind: 'open' as const, color: 'orange', position: 1 };
    const base = orbitRow();
    const withReview = { ...base, statuses: [...base.statuses, review] };
    // The delete (seq 9) arrives first, the earlier upsert that still had it (seq 8) late.
    await applyChanges(db, scope, [upsert(9, { ...base, seq: 9 }, 'orbit')]);
    await applyChanges(db, scope, [upsert(8, { ...withReview, seq: 8 }, 'orbit')]);
    const statuses = (await db.lists.get(base.id))?.statuses as { id: string }[];
    expect(statuses.map((status) => status.id)).not.toContain('review');
    expect(statuses).toHaveLength(base.statuses.length);
  });

  it('keeps myTasks for items assigned to me only', async () => {
    await applyChanges(db, scope, [upsert(1, item({ assigneeIds: ['me'] }))]);
    expect(await db.myTasks.get('i1')).toMatchObject({ item_id: 'i1' });
    await applyChanges(db, scope, [upsert(2, item({ assigneeIds: ['someone'] }))]);
    expect(await db.myTasks.get('i1')).toBeUndefined();
  });

  it('keeps the temporary id a row was first stored with (the key screens use), whatever later copies say', async () => {
    // From a bootstrap, which leaves other devices' temporary ids out; then a live change that carries one.
    await applyChanges(db, scope, [upsert(5, item({ id: 'srv2', clientId: null }))]);
    await applyChanges(db, scope, [upsert(6, item({ id: 'srv2', clientId: 'tmp-x', title: 'Renamed' }))]);
    expect(await db.items.get('srv2')).toMatchObject({ clientId: null, title: 'Renamed', seq: 6 });
  });

  it('replaces the temporary row by the server row with the same clientId', async () => {
    const temp = 'f3b1c7a2-1111-4222-8333-944455556666';
    await db.items.put({ ...item({ id: temp }), seq: 0 });
    await applyChanges(db, scope, [upsert(9, item({ id: 'srv1', clientId: temp }))]);
    expect(await db.items.get(temp)).toBeUndefined();
    expect(await db.items.get('srv1')).toMatchObject({ clientId: temp, seq: 9 });
  });

  it('stores orbits, lists and views in lists with their kind', async () => {
    await applyChanges(db, scope, [
      upsert(1, orbitRow(), 'orbit'),
      upsert(2, listRow(), 'list'),
      upsert(3, viewRow(), 'view'),
    ]);
    expect((await db.lists.toArray()).map((r) => [r.id, r.kind, r.workspaceId])).toEqual([
      ['l1', 'list', 'w1'],
      ['o1', 'orbit', 'w1'],
      ['v1', 'view', 'w1'],
    ]);
  });

  it('reads server rows with the shared strict schema: a row missing a field fails the whole batch', async () => {
    const { statusId: _missing, ...partial } = item({ id: 'i2' });
    const batch = applyChanges(db, scope, [upsert(1, item()), upsert(2, partial)]);
    await expect(batch).rejects.toBeInstanceOf(UnreadableRowError);
    expect(await db.items.count()).toBe(0);
  });
});

describe('applyBootstrap', () => {
  it('replaces the workspace rows but keeps rows still waiting under a temporary id', async () => {
    const temp = 'a3b1c7a2-1111-4222-8333-944455556666';
    await db.items.bulkPut([
      { ...item({ id: 'gone' }), seq: 1 },
      { ...item({ id: temp }), seq: 0 },
    ]);
    await applyBootstrap(
      db,
      scope,
      bootstrapRows({
        seq: 10,
        items: [item({ id: 'kept', seq: 10 })],
        favorites: [favoriteRow('kept')],
        members: [memberRow('me', { name: 'Me' })],
      }),
    );
    expect((await db.items.toArray()).map((r) => r.id).sort()).toEqual([temp, 'kept'].sort());
    expect(await db.favorites.get('kept')).toBeDefined();
    expect(await db.users.get('me')).toMatchObject({ name: 'Me', workspaceIds: ['w1'] });
  });
  it('puts the server row in place of the optimistic one made under its temporary id', async () => {
    const tempItem = 'b4c2d8e3-2222-4333-8444-a55566667777';
    const tempList = 'c5d3e9f4-3333-4444-8555-b66677778888';
    await db.items.put({ ...item({ id: tempItem, clientId: tempItem }), seq: 0 });
    await db.myTasks.put({ item_id: tempItem, workspaceId: 'w1' });
    await db.favorites.put({ item_id: tempItem, itemId: tempItem, workspaceId: 'w1' });
    await db.lists.put({
      id: tempList,
      clientId: tempList,
      kind: 'list',
      orbitId: 'o1',
      name: 'New',
      workspaceId: 'w1',
    });
    await applyBootstrap(
      db,
      scope,
      bootstrapRows({
        seq: 20,
        orbits: [orbitRow({ name: 'Orbit', seq: 3 })],
        lists: [listRow({ clientId: tempList, name: 'New', seq: 19 })],
        items: [
          item({ id: 'srv', clientId: tempItem, assigneeIds: ['me'], seq: 20 }),
          item({ id: 'other', assigneeIds: ['someone'], seq: 4 }),
        ],
        labels: [labelRow({ seq: 2 })],
      }),
    );
    expect((await db.items.toArray()).map((row) => row.id).sort()).toEqual(['other', 'srv']);
    expect(await db.items.get('srv')).toMatchObject({ seq: 20, workspaceId: 'w1', assigneeIds: ['me'] });
    expect((await db.myTasks.toArray()).map((row) => row.item_id)).toEqual(['srv']);
    expect(await db.favorites.get(tempItem)).toBeUndefined();
    expect(await db.favorites.get('srv')).toMatchObject({ item_id: 'srv' });
    expect((await db.lists.toArray()).map((row) => [row.id, row.kind]).sort()).toEqual([
      ['l1', 'list'],
      ['lb1', 'label'],
      ['o1', 'orbit'],
    ]);
  });

  it('a member delete takes the person out of this workspace only; the workspace delete drops all of it', async () => {
    const member = (userId: string) => memberRow(userId);
    const other = { workspaceId: 'w2', meId: 'me' };
    await applyChanges(db, scope, [
      { seq: 1, entity: 'member', op: 'upsert', id: 'bob', data: member('bob') },
      { seq: 2, entity: 'member', op: 'upsert', id: 'cy', data: member('cy') },
      upsert(3, item()),
    ]);
    await applyChanges(db, other, [
      { seq: 1, entity: 'member', op: 'upsert', id: 'bob', data: member('bob') },
    ]);
    expect((await db.users.get('bob'))?.workspaceIds).toEqual(['w1', 'w2']);

    await applyChanges(db, scope, [{ seq: 4, entity: 'member', op: 'delete', id: 'bob' }]);
    expect((await db.users.get('bob'))?.workspaceIds).toEqual(['w2']);
    expect((await db.users.get('cy'))?.name).toBe('Name cy');

    await applyChanges(db, scope, [{ seq: 5, entity: 'workspace', op: 'delete', id: 'w1' }]);
    expect(await db.items.count()).toBe(0);
    expect(await db.users.get('cy')).toBeUndefined();
    expect((await db.users.get('bob'))?.workspaceIds).toEqual(['w2']);
  });
});
