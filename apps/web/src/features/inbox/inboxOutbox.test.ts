import type { NotificationDto } from '@orbit/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import type { ApiRequest } from '../../lib/api/apiClient';
import { LocalDb } from '../../lib/localDb';
import { SyncDb, syncDbFor } from '../../lib/syncDb';
import { applyChanges } from '../sync/applyChanges';
import { Outbox } from '../sync/Outbox';
import type { TabLocks } from '../sync/tabLocks';
import { createInboxActions, unreadAbout } from './inboxActions';
import { loadOlderNotifications } from './olderNotifications';

let db: LocalDb;
let queue: SyncDb;
beforeEach(async () => {
  db = new LocalDb(`inbox-${crypto.randomUUID()}`);
  queue = new SyncDb(`queue-${crypto.randomUUID()}`);
  await db.open();
});

const locks: TabLocks = { tabId: 'tab', exclusive: (send) => send(), isAlive: async () => false };

function setup(request: ReturnType<typeof vi.fn>, online: { now: boolean }) {
  const outbox = new Outbox({
    userId: 'me',
    db,
    store: queue,
    request: request as unknown as ApiRequest,
    isOnline: () => online.now,
    retryDelay: () => 60_000,
    locks,
  });
  return { outbox, actions: createInboxActions(outbox, { org: 'acme', workspaceId: 'w1', meId: 'me' }) };
}

const row = (over: Partial<NotificationDto>): NotificationDto => ({
  id: 'n1',
  workspaceId: 'w1',
  userId: 'me',
  kind: 'mention',
  targetKind: 'conversation',
  targetId: 'c1',
  itemId: null,
  orbitId: null,
  conversationId: 'c1',
  messageId: 'm1',
  actorId: 'bob',
  actorIds: ['bob'],
  count: 1,
  title: 'general',
  excerpt: 'look',
  readAt: null,
  doneAt: null,
  snoozedUntil: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  seq: 10,
  ...over,
});

describe('marking notifications through the outbox', () => {
  it('shows the mark at once while offline, sends it once when back online, and takes the answer', async () => {
    const online = { now: false };
    const request = vi.fn(async () => row({ readAt: '2026-11-24T11:00:00.000Z', seq: 12 }));
    const { outbox, actions } = setup(request, online);
    const store = syncDbFor(db.name);
    await store.notifications.put(row({}));
    await actions.update('n1', { read: true });
    expect((await store.notifications.get('n1'))?.readAt).toBeTruthy();
    expect(await queue.outbox.count()).toBe(1);
    expect(request).not.toHaveBeenCalled();

    online.now = true;
    await outbox.flush();
    await vi.waitFor(async () => expect(await queue.outbox.count()).toBe(0));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]).toEqual([
      '/api/orgs/acme/notifications/n1',
      { method: 'PATCH', body: { read: true } },
    ]);
    expect(await store.notifications.get('n1')).toMatchObject({
      readAt: '2026-11-24T11:00:00.000Z',
      seq: 12,
    });
  });

  it('bulk marks go in one request per 500 and show on every row at once', async () => {
    const online = { now: false };
    const request = vi.fn(async (_path: string, _init: { body: { ids: string[] } }) => ({ updated: 1 }));
    const { outbox, actions } = setup(request, online);
    const store = syncDbFor(db.name);
    const ids = Array.from({ length: 501 }, (_, i) => `n${i}`);
    await store.notifications.bulkPut(ids.map((id) => row({ id, targetId: id })));
    await actions.bulk(ids, { done: true });
    const marked = await store.notifications.bulkGet(ids);
    expect(marked.every((r) => Boolean(r?.doneAt))).toBe(true);
    online.now = true;
    await outbox.flush();
    await vi.waitFor(async () => expect(await queue.outbox.count()).toBe(0));
    expect(request.mock.calls.map((call) => call[1].body.ids.length)).toEqual([500, 1]);
  });

  it('mark all read is one request for the whole inbox; the server’s one batch change settles the rows', async () => {
    const online = { now: false };
    const request = vi.fn(async (_path: string, _init: { body: unknown }) => ({ updated: 700 }));
    const { outbox, actions } = setup(request, online);
    const store = syncDbFor(db.name);
    const ids = Array.from({ length: 600 }, (_, i) => `n${String(i).padStart(3, '0')}`);
    await store.notifications.bulkPut([
      ...ids.map((id) => row({ id, targetId: id, kind: 'mention' })),
      row({ id: 'early', readAt: '2026-11-24T09:00:00.000Z', seq: 5 }),
      row({ id: 'newer', seq: 40 }),
    ]);
    // Marked here at once with this device's clock; the server's time replaces it below.
    await actions.markAllRead(['mention', 'mention_everyone'], ids);
    expect((await store.notifications.bulkGet(ids)).every((r) => Boolean(r?.readAt))).toBe(true);
    online.now = true;
    await outbox.flush();
    await vi.waitFor(async () => expect(await queue.outbox.count()).toBe(0));
    expect(request.mock.calls.map((call) => call[1].body)).toEqual([
      { all: true, read: true, kind: ['mention', 'mention_everyone'] },
    ]);

    // The server's change: one entry naming every row it marked, each now at its seq.
    const at = '2026-11-24T12:00:00.000Z';
    await applyChanges(db, { workspaceId: 'w1', meId: 'me' }, [
      {
        entity: 'notificationBatch',
        op: 'upsert',
        id: 'b1',
        seq: 30,
        data: {
          id: 'b1',
          workspaceId: 'w1',
          userId: 'me',
          ids: [...ids, 'newer', 'not-held'],
          read: true,
          at,
          seq: 30,
        },
      },
    ]);
    expect(await store.notifications.get('n000')).toMatchObject({ readAt: at, seq: 30 });
    expect(await store.notifications.get('n599')).toMatchObject({ readAt: at, seq: 30 });
    // One the server did not change (read before) is not listed and keeps its time; one changed after
    // the batch (a higher seq) is left as it is.
    expect(await store.notifications.get('early')).toMatchObject({
      readAt: '2026-11-24T09:00:00.000Z',
      seq: 5,
    });
    expect(await store.notifications.get('newer')).toMatchObject({ readAt: null, seq: 40 });
    expect(await store.notifications.get('not-held')).toBeUndefined();
  });

  it('puts the server’s copy back when the mark is refused for good', async () => {
    const request = vi.fn(async (path: string) => {
      if (path.includes('/sync/entity/notification/n1')) {
        return { entity: 'notification', id: 'n1', seq: 11, data: row({ seq: 11, count: 2 }) };
      }
      throw new ApiRequestError(400, {
        code: 'validation_failed',
        message: 'Pick a later time.',
        fields: { snoozedUntil: 'x' },
      });
    });
    const { outbox, actions } = setup(request, { now: true });
    const store = syncDbFor(db.name);
    await store.notifications.put(row({}));
    await actions.update('n1', { snoozedUntil: '2000-01-01T00:00:00.000Z' });
    await outbox.flush();
    await vi.waitFor(async () => expect(await queue.failedWrites.count()).toBe(1));
    await vi.waitFor(async () =>
      expect(await store.notifications.get('n1')).toMatchObject({ snoozedUntil: null, count: 2, seq: 11 }),
    );
  });

  it('finds the unread rows about a target (a thread seen in its pane)', async () => {
    const store = syncDbFor(db.name);
    await store.notifications.bulkPut([
      row({ id: 'a', targetKind: 'thread', targetId: 'root1' }),
      row({ id: 'b', targetKind: 'thread', targetId: 'root1', readAt: '2026-11-24T11:00:00.000Z' }),
      row({ id: 'c', targetKind: 'thread', targetId: 'root2' }),
      row({ id: 'd', targetKind: 'conversation', targetId: 'root1' }),
    ]);
    expect(await unreadAbout(db, 'w1', { kind: 'thread', ids: ['root1'] })).toEqual(['a']);
  });
});

describe('older notifications past the bootstrap’s 500', () => {
  it('asks for the page before the oldest one held and stores it; says when there is no more', async () => {
    const store = syncDbFor(db.name);
    await store.notifications.bulkPut([
      row({ id: 'new1', updatedAt: '2026-11-24T12:00:00.000Z' }),
      row({ id: 'old1', updatedAt: '2026-11-20T09:00:00.000Z' }),
    ]);
    const older = row({ id: 'older', updatedAt: '2026-11-01T09:00:00.000Z', seq: 3 });
    const request = vi.fn(async (_path: string) => ({ notifications: [older], cursor: null, unread: 0 }));
    const result = await loadOlderNotifications({
      request: request as unknown as ApiRequest,
      store,
      org: 'acme',
      workspaceId: 'w1',
    });
    expect(request.mock.calls[0]?.[0]).toBe(
      `/api/orgs/acme/notifications?status=all&limit=200&before=${encodeURIComponent('2026-11-20T09:00:00.000Z_old1')}`,
    );
    expect(result).toEqual({ loaded: 1, more: false });
    expect(await store.notifications.get('older')).toMatchObject({ id: 'older', seq: 3 });
  });
});
