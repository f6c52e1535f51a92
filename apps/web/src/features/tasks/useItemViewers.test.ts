import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { useAppStore } from '../../lib/appStore';
import { useItemViewers } from './useItemViewers';

/** A Socket.IO client stand-in: records what it emits, and lets the test play the server. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload?: unknown) => void>>();
  const socket = {
    id: 'mine',
    connected: true,
    sent: [] as [string, unknown][],
    emit(event: string, payload: unknown) {
      socket.sent.push([event, payload]);
    },
    on(event: string, handler: (payload?: unknown) => void) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
    },
    off(event: string, handler: (payload?: unknown) => void) {
      handlers.get(event)?.delete(handler);
    },
    /** The server sends `event`, or the connection changes state. */
    receive(event: string, payload?: unknown) {
      for (const handler of [...(handlers.get(event) ?? [])]) handler(payload);
    },
    listeners: (event: string) => handlers.get(event)?.size ?? 0,
    reset() {
      handlers.clear();
      socket.sent = [];
      socket.id = 'mine';
      socket.connected = true;
    },
  };
  return socket;
});

// The real onServerEvent (payloads parsed on arrival) over the fake socket.
vi.mock('../sync/syncSocket', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../sync/syncSocket')>()),
  syncSocket: {
    get current() {
      return fake;
    },
    whenOpen: (listener: (socket: typeof fake) => void) => void Promise.resolve(fake).then(listener),
  },
}));

/** Lets the socket's (promise-based) opening run. */
const opened = () => act(async () => {});

const viewers = (itemId: string, list: [string, string][], clientId: string | null = null) => ({
  itemId,
  clientId,
  viewers: list.map(([sid, id]) => ({ sid, id })),
});

beforeEach(() => {
  fake.reset();
  useAppStore.setState({ collaborators: [] });
});

describe('useItemViewers', () => {
  it('says which task is open, and mirrors the others who have it open (not this socket)', async () => {
    renderHook(() => useItemViewers('t1'));
    await opened();
    expect(fake.sent).toEqual([['item.viewing', { itemId: 't1' }]]);

    act(() =>
      fake.receive(
        'item.viewers',
        viewers('t1', [
          ['mine', 'me'],
          ['s2', 'ann'],
        ]),
      ),
    );
    expect(useAppStore.getState().collaborators).toEqual([{ sid: 's2', id: 'ann' }]);

    // Ann opens it in a second tab; Bob arrives.
    act(() =>
      fake.receive(
        'item.viewers',
        viewers('t1', [
          ['mine', 'me'],
          ['s2', 'ann'],
          ['s3', 'ann'],
          ['s4', 'bob'],
        ]),
      ),
    );
    expect(useAppStore.getState().collaborators).toEqual([
      { sid: 's2', id: 'ann' },
      { sid: 's3', id: 'ann' },
      { sid: 's4', id: 'bob' },
    ]);

    // Ann's first tab goes: only that sid leaves.
    act(() =>
      fake.receive(
        'item.viewers',
        viewers('t1', [
          ['s3', 'ann'],
          ['s4', 'bob'],
          ['mine', 'me'],
        ]),
      ),
    );
    expect(useAppStore.getState().collaborators).toEqual([
      { sid: 's3', id: 'ann' },
      { sid: 's4', id: 'bob' },
    ]);
  });

  it('goes through the store rules: a listed pair is not added twice, a gone sid loses all its entries', async () => {
    const original = useAppStore.getState();
    const addCollaborator = vi.fn(original.addCollaborator);
    const disconnectCollaborator = vi.fn(original.disconnectCollaborator);
    useAppStore.setState({ addCollaborator, disconnectCollaborator });
    onTestFinished(() => {
      useAppStore.setState({
        addCollaborator: original.addCollaborator,
        disconnectCollaborator: original.disconnectCollaborator,
      });
    });
    renderHook(() => useItemViewers('t1'));
    await opened();

    act(() => fake.receive('item.viewers', viewers('t1', [['s2', 'ann']])));
    act(() => fake.receive('item.viewers', viewers('t1', [['s2', 'ann']])));
    expect(addCollaborator).toHaveBeenCalledTimes(2);
    expect(useAppStore.getState().collaborators).toEqual([{ sid: 's2', id: 'ann' }]);

    act(() => fake.receive('item.viewers', viewers('t1', [])));
    expect(disconnectCollaborator).toHaveBeenCalledWith('s2');
    expect(useAppStore.getState().collaborators).toEqual([]);
  });

  it('ignores lists of other tasks and malformed ones, and knows a task by its temporary id', async () => {
    renderHook(() => useItemViewers('0b9f2f4e-5a1d-4c3b-9e8f-7a6b5c4d3e2f'));
    await opened();
    act(() => fake.receive('item.viewers', viewers('other', [['s2', 'ann']])));
    act(() => fake.receive('item.viewers', { itemId: '0b9f2f4e-5a1d-4c3b-9e8f-7a6b5c4d3e2f', viewers: 'x' }));
    expect(useAppStore.getState().collaborators).toEqual([]);

    act(() =>
      fake.receive('item.viewers', viewers('srv1', [['s5', 'cy']], '0b9f2f4e-5a1d-4c3b-9e8f-7a6b5c4d3e2f')),
    );
    expect(useAppStore.getState().collaborators).toEqual([{ sid: 's5', id: 'cy' }]);
  });

  it('forgets everyone while disconnected and says again which task is open after reconnecting', async () => {
    renderHook(() => useItemViewers('t1'));
    await opened();
    act(() => fake.receive('item.viewers', viewers('t1', [['s2', 'ann']])));

    fake.connected = false;
    act(() => fake.receive('disconnect'));
    expect(useAppStore.getState().collaborators).toEqual([]);

    fake.connected = true;
    fake.id = 'mine-again';
    act(() => fake.receive('connect'));
    expect(fake.sent).toEqual([
      ['item.viewing', { itemId: 't1' }],
      ['item.viewing', { itemId: 't1' }],
    ]);
    act(() =>
      fake.receive(
        'item.viewers',
        viewers('t1', [
          ['mine-again', 'me'],
          ['s2', 'ann'],
        ]),
      ),
    );
    expect(useAppStore.getState().collaborators).toEqual([{ sid: 's2', id: 'ann' }]);
  });

  it('waits for the connection before saying anything', async () => {
    fake.connected = false;
    renderHook(() => useItemViewers('t1'));
    await opened();
    expect(fake.sent).toEqual([]);
    fake.connected = true;
    act(() => fake.receive('connect'));
    expect(fake.sent).toEqual([['item.viewing', { itemId: 't1' }]]);
  });

  it('on close or switch: leaves the task, clears the collaborators and stops listening', async () => {
    const { rerender, unmount } = renderHook(({ id }) => useItemViewers(id), { initialProps: { id: 't1' } });
    await opened();
    act(() => fake.receive('item.viewers', viewers('t1', [['s2', 'ann']])));

    rerender({ id: 't2' });
    await opened();
    expect(useAppStore.getState().collaborators).toEqual([]);
    expect(fake.sent.slice(1)).toEqual([
      ['item.viewing', { itemId: null }],
      ['item.viewing', { itemId: 't2' }],
    ]);
    act(() => fake.receive('item.viewers', viewers('t1', [['s2', 'ann']])));
    expect(useAppStore.getState().collaborators).toEqual([]);

    unmount();
    expect(fake.sent.at(-1)).toEqual(['item.viewing', { itemId: null }]);
    for (const event of ['item.viewers', 'connect', 'disconnect']) expect(fake.listeners(event)).toBe(0);
  });

  it('does nothing without a task', async () => {
    renderHook(() => useItemViewers(undefined));
    await opened();
    expect(fake.sent).toEqual([]);
  });
});
