import { clientProtocolTooOld, syncProtocolVersion } from '@orbit/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../lib/api/apiClient';
import { LocalDb } from '../../lib/localDb';
import { SyncDb } from '../../lib/syncDb';
import { Outbox, type OutboxWrite } from './Outbox';
import { holdWritesUntilCurrent, ProtocolGate } from './protocolGate';
import { ReloadRequiredBanner } from './ReloadRequiredBanner';
import { type SyncSocket, watchServerHello } from './syncSocket';
import { itemRow } from './testing/serverRows';

const hello = (minClientProtocol: number) => ({
  version: '1.0.0',
  protocol: minClientProtocol,
  minClientProtocol,
});

describe('clientProtocolTooOld', () => {
  it('is true only below the protocol the server requires', () => {
    expect(clientProtocolTooOld(1, 2)).toBe(true);
    expect(clientProtocolTooOld(2, 2)).toBe(false);
    expect(clientProtocolTooOld(3, 2)).toBe(false);
    // A server from before the protocol numbers requires nothing (its hello reads as 0).
    expect(clientProtocolTooOld(syncProtocolVersion, 0)).toBe(false);
  });
});

describe('ProtocolGate', () => {
  it('waits for the hello of each connection, and stays too old once told so', () => {
    const gate = new ProtocolGate(3);
    const states: string[] = [];
    gate.subscribe(() => states.push(gate.state));
    expect(gate.state).toBe('waiting');
    expect(gate.writable).toBe(false);

    gate.hear(hello(3));
    expect(gate.writable).toBe(true);
    gate.lost();
    expect(gate.state).toBe('waiting');
    gate.hear(hello(2));
    expect(gate.state).toBe('current');

    gate.hear(hello(4));
    expect(gate.state).toBe('tooOld');
    expect(gate.required).toBe(4);
    // This page's code is old whatever the next server says: only a reload brings newer code.
    gate.lost();
    gate.hear(hello(1));
    expect(gate.state).toBe('tooOld');
    expect(states).toEqual(['current', 'waiting', 'current', 'tooOld']);
  });

  it('is fed by the socket: each hello, checked against its schema, and each drop', () => {
    const listeners = new Map<string, Set<(payload?: unknown) => void>>();
    const socket = {
      on(event: string, listener: (payload?: unknown) => void) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)?.add(listener);
      },
      off(event: string, listener: (payload?: unknown) => void) {
        listeners.get(event)?.delete(listener);
      },
    };
    const emit = (event: string, payload?: unknown) => {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
    };
    const gate = new ProtocolGate(syncProtocolVersion);
    const stop = watchServerHello(socket as unknown as SyncSocket, gate);
    // An older server's hello (no protocol numbers) lets this page write.
    emit('server.hello', { version: '0.9.0' });
    expect(gate.state).toBe('current');
    emit('disconnect');
    expect(gate.state).toBe('waiting');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    emit('server.hello', { version: '1.0.0', minClientProtocol: 'two' });
    expect(gate.state).toBe('waiting');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    emit('server.hello', hello(syncProtocolVersion + 1));
    expect(gate.state).toBe('tooOld');
    stop();
    expect(listeners.get('server.hello')?.size).toBe(0);
    expect(listeners.get('disconnect')?.size).toBe(0);
  });
});

describe('the outbox held by the gate', () => {
  const scope = { workspaceId: 'w1', meId: 'me' };
  let db: LocalDb;
  let store: SyncDb;
  beforeEach(async () => {
    db = new LocalDb(`gate-${crypto.randomUUID()}`);
    store = new SyncDb(`gate-sync-${crypto.randomUUID()}`);
    await db.open();
  });

  const createTask = (id: string, title: string): OutboxWrite => ({
    org: 'acme',
    scope,
    method: 'POST',
    path: '/api/orgs/acme/items',
    body: { clientId: id, orbitId: 'o1', title },
    answer: 'item',
    touches: [{ table: 'items', key: id }],
    apply: async (local) => {
      await local.items.put({
        id,
        clientId: id,
        workspaceId: 'w1',
        orbitId: 'o1',
        title,
        position: 'a0',
        seq: 0,
      });
    },
  });

  it('keeps writes queued (applied, stored) while too old, and a reloaded page of a newer build sends them', async () => {
    const request = vi.fn();
    const outbox = new Outbox({
      userId: 'me',
      db,
      store,
      request: request as unknown as ApiRequest,
      isOnline: () => true,
      retryDelay: () => 60_000,
    });
    const gate = new ProtocolGate(1);
    holdWritesUntilCurrent(gate, outbox);
    // Before the connection's hello nothing is sent.
    expect(outbox.isPaused).toBe(true);
    const first = crypto.randomUUID();
    await outbox.write(createTask(first, 'Before the hello'));
    await outbox.flush();
    expect(request).not.toHaveBeenCalled();

    gate.hear(hello(2));
    expect(outbox.isPaused).toBe(true);
    const second = crypto.randomUUID();
    await outbox.write(createTask(second, 'Made while too old'));
    await outbox.flush();
    expect(request).not.toHaveBeenCalled();
    // Shown at once and kept: nothing is lost while the page waits for its reload.
    expect((await db.items.get(second))?.title).toBe('Made while too old');
    expect(outbox.pending.map((entry) => (entry.body as { title: string }).title)).toEqual([
      'Before the hello',
      'Made while too old',
    ]);
    expect(await store.outbox.count()).toBe(2);

    // The reloaded page: newer code, the same IndexedDB.
    const bodyOf = (options: { body?: unknown } | undefined) =>
      (options?.body ?? {}) as { clientId: string; title: string };
    const send = vi.fn(async (_path: string, options?: { body?: unknown }) => {
      const { clientId, title } = bodyOf(options);
      return itemRow({ id: `srv${title.length}`, clientId, title, seq: 5 });
    });
    const reloaded = new Outbox({
      userId: 'me',
      db,
      store,
      request: send as unknown as ApiRequest,
      isOnline: () => true,
      retryDelay: () => 60_000,
    });
    const newerGate = new ProtocolGate(2);
    holdWritesUntilCurrent(newerGate, reloaded);
    await reloaded.ready;
    expect(reloaded.pending).toHaveLength(2);
    newerGate.hear(hello(2));
    expect(reloaded.isPaused).toBe(false);
    await reloaded.flush();
    expect(send.mock.calls.map(([, options]) => bodyOf(options).title)).toEqual([
      'Before the hello',
      'Made while too old',
    ]);
    expect(await store.outbox.count()).toBe(0);
  });
});

describe('ReloadRequiredBanner', () => {
  it('says nothing while the page may save; once too old, a persistent alert whose button reloads', () => {
    const gate = new ProtocolGate(1);
    const reload = vi.fn();
    render(<ReloadRequiredBanner gate={gate} reload={reload} />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => gate.hear(hello(1)));
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => gate.hear(hello(2)));
    const banner = screen.getByRole('alert', { name: /A new version of Orbit is available\./ });
    expect(banner.textContent).toContain('Your changes are kept on this device');
    act(() => gate.lost());
    expect(screen.getByRole('alert')).toBe(banner);
    fireEvent.click(screen.getByRole('button', { name: 'Reload to update' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
