import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '../../lib/localDb';
import { syncDb } from '../../lib/syncDb';
import { bootstrapRead, bootstrapStored } from '../sync/bootstrapPreview';
import { bootstrapRows, memberRow, orbitRow, viewRow } from '../sync/testing/serverRows';
import { useTaskData } from './useTaskData';

const workspaceId = `w-${crypto.randomUUID()}`;
const row = (id: string, fields: Record<string, unknown>) => ({ id, workspaceId, seq: 1, ...fields });

afterEach(async () => {
  await localDb.lists.clear();
  await localDb.items.clear();
  await localDb.users.clear();
});

describe('useTaskData', () => {
  it('orders rows by position code unit by code unit, and hides archived orbits with their lists and tasks', async () => {
    await localDb.lists.bulkPut([
      row('o1', { kind: 'orbit', name: 'Live', statuses: [] }),
      row('o2', { kind: 'orbit', name: 'Old', statuses: [], archivedAt: '2024-05-01T00:00:00.000Z' }),
      row('l1', { kind: 'list', orbitId: 'o1', name: 'Tasks', position: 'a0' }),
      row('l2', { kind: 'list', orbitId: 'o2', name: 'Tasks', position: 'a0' }),
    ]);
    await localDb.items.bulkPut([
      // Earlier versions' keys: 'k' after 'V'; a locale-aware sort would not.
      row('i2', { orbitId: 'o1', title: 'Second', position: 'k' }),
      row('i1', { orbitId: 'o1', title: 'First', position: 'V' }),
      row('i3', { orbitId: 'o2', title: 'Archived', position: 'a' }),
    ]);
    const { result } = renderHook(() => useTaskData(workspaceId));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.orbits.map((o) => o.id)).toEqual(['o1']);
    expect(result.current.lists.map((l) => l.id)).toEqual(['l1']);
    expect(result.current.items.map((i) => i.title)).toEqual(['First', 'Second']);
  });
});

describe('useTaskData on a first open', () => {
  it("shows the orbits, views and people of a bootstrap answer before it is stored, then the database's", async () => {
    const fresh = `w-${crypto.randomUUID()}`;
    const boot = bootstrapRows({
      seq: 3,
      orbits: [orbitRow({ id: 'o1', workspaceId: fresh, name: 'Launch' })],
      views: [viewRow({ id: 'v1', workspaceId: fresh, name: 'Board' })],
      members: [memberRow('u1', { name: 'Ada' })],
    });
    // Someone this device met in another workspace, the only row it holds for this one.
    await localDb.users.put({ id: 'u0', name: 'Known', workspaceIds: [fresh] });
    const { result } = renderHook(() => useTaskData(fresh, false));
    await waitFor(() => expect(result.current.members.map((m) => m.name)).toEqual(['Known']));
    // Never synced here: still loading, so no screen calls its orbit or view unknown.
    expect(result.current.loaded).toBe(false);
    act(() => bootstrapRead(fresh, boot));
    // Nothing is in IndexedDB yet: the screen has its orbit, its view and its people from the answer.
    await waitFor(() => expect(result.current.views.map((v) => v.name)).toEqual(['Board']));
    expect(result.current.orbits.map((o) => o.name)).toEqual(['Launch']);
    expect(result.current.members.map((m) => m.name)).toEqual(['Ada']);
    expect(result.current.loaded).toBe(true);
    expect(await localDb.lists.count()).toBe(0);

    // Stored, with a rename that came after: the database decides from now on.
    await act(async () => {
      await localDb.lists.bulkPut([
        { ...orbitRow({ id: 'o1', workspaceId: fresh, name: 'Launch' }), kind: 'orbit' },
        { ...viewRow({ id: 'v1', workspaceId: fresh, name: 'Board, renamed' }), kind: 'view' },
      ]);
      bootstrapStored(fresh);
    });
    await waitFor(() => expect(result.current.views.map((v) => v.name)).toEqual(['Board, renamed']));
    expect(result.current.loaded).toBe(true);
  });

  it('a synced workspace with nothing in it is loaded (its cursor says so)', async () => {
    const empty = `w-${crypto.randomUUID()}`;
    await syncDb.cursors.put({ workspaceId: empty, seq: 1 });
    const { result } = renderHook(() => useTaskData(empty, false));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.orbits).toEqual([]);
    await syncDb.cursors.delete(empty);
  });
});
