import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '../../lib/localDb';
import { syncDb } from '../../lib/syncDb';
import { bootstrapRead, bootstrapStored } from '../sync/bootstrapPreview';
import type { Item } from '../sync/schemas';
import { bootstrapRows, itemRow } from '../sync/testing/serverRows';
import { itemStoreOf } from './itemStore';
import { useOrbitItems } from './useItems';
import { useTaskData } from './useTaskData';

const workspaceId = `w-${crypto.randomUUID()}`;
const task = (id: string, orbitId: string, position: string, seq = 1) => ({
  id,
  workspaceId,
  orbitId,
  title: `Task ${id}`,
  position,
  seq,
});

afterEach(async () => {
  await localDb.items.clear();
  await localDb.lists.clear();
});

/** How often each row rendered, by task id. */
const renders = new Map<string, number>();
let listRenders = 0;

const Row = memo(function Row({ item }: { item: Item }) {
  renders.set(item.id, (renders.get(item.id) ?? 0) + 1);
  return <li>{item.title}</li>;
});

function OrbitList({ orbitId }: { orbitId: string }) {
  listRenders += 1;
  const items = useOrbitItems(workspaceId, orbitId);
  return (
    <ul>
      {items.map((item) => (
        <Row key={item.id} item={item} />
      ))}
    </ul>
  );
}

describe('task reads from the in-memory store', () => {
  it('a change to one task renders only its row again, and a change in another orbit renders nothing', async () => {
    renders.clear();
    listRenders = 0;
    await localDb.items.bulkPut(
      Array.from({ length: 200 }, (_, i) => task(`t${i}`, 'o1', `a${String(i).padStart(3, '0')}`)),
    );
    await localDb.items.put(task('elsewhere', 'o2', 'a0'));
    render(<OrbitList orbitId="o1" />);
    await screen.findByText('Task t199');
    expect([...renders.values()].every((count) => count === 1)).toBe(true);
    const listBefore = listRenders;

    // What the sync apply does with a remote change: one row put with a higher seq.
    await act(async () => {
      await localDb.items.put({ ...task('t42', 'o1', 'a042', 2), title: 'Edited remotely' });
    });
    await screen.findByText('Edited remotely');
    expect(renders.get('t42')).toBe(2);
    expect([...renders.entries()].filter(([id, count]) => id !== 't42' && count !== 1)).toEqual([]);

    const listAfterEdit = listRenders;
    expect(listAfterEdit).toBeGreaterThan(listBefore);
    await act(async () => {
      await localDb.items.put({ ...task('elsewhere', 'o2', 'a0', 2), title: 'Other orbit' });
    });
    // Once the store holds it, the orbit's list has had every chance to render.
    await waitFor(() => expect(itemStoreOf(workspaceId).item('elsewhere')?.title).toBe('Other orbit'));
    expect(listRenders).toBe(listAfterEdit);
    expect(renders.get('t42')).toBe(2);
  });

  it('follows deletes: the orbit read drops the task', async () => {
    await localDb.items.bulkPut([task('a', 'o1', 'a0'), task('b', 'o1', 'a1')]);
    const { result } = renderHook(() => useOrbitItems(workspaceId, 'o1'));
    await waitFor(() => expect(result.current.map((item) => item.id)).toEqual(['a', 'b']));
    await act(async () => {
      await localDb.items.delete('a');
    });
    await waitFor(() => expect(result.current.map((item) => item.id)).toEqual(['b']));
    expect(itemStoreOf(workspaceId).item('a')).toBeUndefined();
  });

  it('useTaskData keeps every untouched task the same object across a change', async () => {
    await localDb.lists.put({ id: 'o1', workspaceId, kind: 'orbit', name: 'Orbit', statuses: [], seq: 1 });
    await localDb.items.bulkPut([task('x', 'o1', 'a0'), task('y', 'o1', 'a1'), task('z', 'o1', 'a2')]);
    const { result } = renderHook(() => useTaskData(workspaceId));
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    const [x, y, z] = result.current.items;
    await act(async () => {
      await localDb.items.put({ ...task('y', 'o1', 'a1', 2), title: 'Y edited' });
    });
    await waitFor(() => expect(result.current.items[1]?.title).toBe('Y edited'));
    expect(result.current.items[0]).toBe(x);
    expect(result.current.items[2]).toBe(z);
    expect(result.current.items[1]).not.toBe(y);
  });

  it("a first open shows the bootstrap's tasks from its answer before they are stored, then keeps those objects", async () => {
    const fresh = `w-${crypto.randomUUID()}`;
    const first = itemRow({ id: 'p1', workspaceId: fresh, orbitId: 'o1', position: 'a0', title: 'First' });
    const second = itemRow({ id: 'p2', workspaceId: fresh, orbitId: 'o1', position: 'a1', title: 'Second' });
    const rows = [first, second];
    const { result } = renderHook(() => useOrbitItems(fresh, 'o1'));
    // The store's own first read of the (empty) database may land after the answer: it removes nothing.
    act(() => bootstrapRead(fresh, bootstrapRows({ seq: 5, items: rows })));
    await waitFor(() => expect(result.current.map((item) => item.title)).toEqual(['First', 'Second']));
    expect(await localDb.items.count()).toBe(0);
    const [shownFirst] = result.current;

    // The write lands: the database's read confirms the same rows, which keep their objects.
    await act(async () => {
      await localDb.items.bulkPut(rows);
      bootstrapStored(fresh);
    });
    await act(async () => {
      await localDb.items.put({ ...second, title: 'Second, edited', seq: 6 });
    });
    await waitFor(() => expect(result.current[1]?.title).toBe('Second, edited'));
    expect(result.current[0]).toBe(shownFirst);
  });

  it("a first answer's orbit, then the whole answer: the store takes in the rest before either is stored", async () => {
    const fresh = `w-${crypto.randomUUID()}`;
    const mine = itemRow({ id: 'm1', workspaceId: fresh, orbitId: 'o1', position: 'a0', title: 'Mine' });
    const other = itemRow({ id: 'x1', workspaceId: fresh, orbitId: 'o2', position: 'a0', title: 'Other' });
    const { result } = renderHook(() => useOrbitItems(fresh, 'o2'));
    act(() => bootstrapRead(fresh, { ...bootstrapRows({ seq: 5, items: [mine] }), partial: true }));
    await waitFor(() => expect(itemStoreOf(fresh).item('m1')?.title).toBe('Mine'));
    expect(result.current).toEqual([]);
    act(() => bootstrapRead(fresh, bootstrapRows({ seq: 6, items: [mine, other] })));
    await waitFor(() => expect(result.current.map((item) => item.title)).toEqual(['Other']));
    await act(async () => {
      await localDb.items.bulkPut([mine, other]);
      bootstrapStored(fresh);
    });
    expect(result.current.map((item) => item.title)).toEqual(['Other']);
  });

  it('a bootstrap answer never replaces tasks the store already holds (its database read decides)', async () => {
    await localDb.items.put(task('held', 'o1', 'a0'));
    const { result } = renderHook(() => useOrbitItems(workspaceId, 'o1'));
    await waitFor(() => expect(result.current.map((item) => item.id)).toEqual(['held']));
    act(() =>
      bootstrapRead(
        workspaceId,
        bootstrapRows({ seq: 9, items: [itemRow({ id: 'other', workspaceId, orbitId: 'o1' })] }),
      ),
    );
    bootstrapStored(workspaceId);
    await act(async () => {
      await localDb.items.put(task('held', 'o1', 'a0', 2));
    });
    expect(result.current.map((item) => item.id)).toEqual(['held']);
  });
});

describe("an orbit's tasks read first, by the ids kept for it", () => {
  it('shows the orbit from its kept ids before the whole workspace is read, then the full read adds the rest', async () => {
    const ws = `w-${crypto.randomUUID()}`;
    const row = (id: string, orbitId: string, position: string) => ({
      ...task(id, orbitId, position),
      workspaceId: ws,
    });
    await localDb.items.bulkPut([
      row('a', 'o1', 'a0'),
      row('b', 'o1', 'a1'),
      // Moved in since the ids were kept: only the full read finds it.
      row('late', 'o1', 'a2'),
      // Kept for o1, moved to o2 since: never shown in o1.
      row('moved', 'o2', 'a0'),
    ]);
    await syncDb.orbitItemIds.put({
      key: `${ws}:o1`,
      workspaceId: ws,
      orbitId: 'o1',
      ids: ['a', 'b', 'moved', 'gone'],
    });
    const store = itemStoreOf(ws);
    const seen: { ids: string[]; loaded: boolean }[] = [];
    store.want('o1');
    const stop = store.subscribe(() =>
      seen.push({ ids: store.orbitItems('o1').map((item) => item.id), loaded: store.loaded }),
    );
    await waitFor(() => expect(store.loaded).toBe(true));
    stop();
    expect(seen[0]).toEqual({ ids: ['a', 'b'], loaded: false });
    expect(seen.at(-1)).toEqual({ ids: ['a', 'b', 'late'], loaded: true });
  });

  it("keeps each orbit's ids a moment after its tasks change, for the next start", async () => {
    const ws = `w-${crypto.randomUUID()}`;
    const row = (id: string, orbitId: string, position: string) => ({
      ...task(id, orbitId, position),
      workspaceId: ws,
    });
    await localDb.items.bulkPut([row('a', 'o1', 'a0'), row('b', 'o2', 'a0')]);
    const { unmount } = renderHook(() => useOrbitItems(ws, 'o1'));
    await waitFor(async () => expect((await syncDb.orbitItemIds.get(`${ws}:o1`))?.ids).toEqual(['a']));
    expect((await syncDb.orbitItemIds.get(`${ws}:o2`))?.ids).toEqual(['b']);
    await act(async () => {
      await localDb.items.put(row('c', 'o1', 'a1'));
    });
    await waitFor(async () => expect((await syncDb.orbitItemIds.get(`${ws}:o1`))?.ids).toEqual(['a', 'c']));
    unmount();
  });
});
