import type { ChangeDto } from '@orbit/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onServerEvent, reconnectAfterServerClose, type SyncSocket } from './syncSocket';

/** A socket stand-in that keeps listeners, so the test can play the server. */
function fakeSocket() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const socket = {
    on(event: string, listener: (payload: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    off(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener);
    },
    receive(event: string, payload: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
    },
  };
  return { socket, typed: socket as unknown as SyncSocket };
}

const change: ChangeDto = {
  workspaceId: 'w1',
  seq: 3,
  entity: 'item',
  op: 'delete',
  id: 'i1',
  data: null,
};

afterEach(() => vi.restoreAllMocks());

describe('onServerEvent', () => {
  it('hands over a payload that matches its event and drops one that does not, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { socket, typed } = fakeSocket();
    const seen: ChangeDto[] = [];
    const stop = onServerEvent(typed, 'sync.change', (payload) => seen.push(payload));

    socket.receive('sync.change', { ...change, seq: 'three' });
    socket.receive('sync.change', null);
    expect(seen).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"sync.change"');

    socket.receive('sync.change', change);
    expect(seen).toEqual([change]);

    stop();
    socket.receive('sync.change', { ...change, seq: 4 });
    expect(seen).toEqual([change]);
  });
});

describe('reconnectAfterServerClose', () => {
  it('connects again after the server ended the socket (a restart), and leaves a lost connection to Socket.IO', () => {
    vi.useFakeTimers();
    try {
      const { socket, typed } = fakeSocket();
      const state = { connected: false, connects: 0 };
      Object.defineProperties(socket, {
        connected: { get: () => state.connected },
        connect: {
          value: () => {
            state.connects += 1;
          },
        },
      });
      const stop = reconnectAfterServerClose(typed, () => 1000);
      // Socket.IO reconnects by itself after these.
      socket.receive('disconnect', 'transport close');
      socket.receive('disconnect', 'ping timeout');
      vi.advanceTimersByTime(5000);
      expect(state.connects).toBe(0);

      socket.receive('disconnect', 'io server disconnect');
      vi.advanceTimersByTime(999);
      expect(state.connects).toBe(0);
      vi.advanceTimersByTime(1);
      expect(state.connects).toBe(1);

      // Already connected again by the time the wait is over: nothing more.
      socket.receive('disconnect', 'io server disconnect');
      state.connected = true;
      vi.advanceTimersByTime(1000);
      expect(state.connects).toBe(1);

      stop();
      state.connected = false;
      socket.receive('disconnect', 'io server disconnect');
      vi.advanceTimersByTime(1000);
      expect(state.connects).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
