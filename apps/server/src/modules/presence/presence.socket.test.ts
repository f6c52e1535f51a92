import type { PresenceChanged } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import { orgRoom } from '../../realtime/session-rooms.js';
import { mark, receivedOf, type WatchedSocket, waitForEvent } from '../../test/socket-client.js';
import { useTasksSockets } from '../../test/tasks-sockets.js';
import { testLogger } from '../../test/test-logger.js';
import { hereUserIds } from './presence.js';
import { announcePresence } from './presence.socket.js';

const presenceOf = (userId: string, state: PresenceChanged['state']) => (p: PresenceChanged) =>
  p.userId === userId && p.state === state;

const waitForPresence = (socket: WatchedSocket, test: (p: PresenceChanged) => boolean, since = 0) =>
  waitForEvent<PresenceChanged[]>(socket, 'presence.changed', (batch) => batch.some(test), since);

describe('presence', () => {
  const world = useTasksSockets();

  it('online with a tab in use, away when every tab is idle, offline when all are closed, across tabs', async () => {
    const { t, w, open } = world;
    const watcher = await open('owner');
    const memberId = w.people.member.user.id;
    const tabA = await open('member');
    await waitForPresence(watcher, presenceOf(memberId, 'online'));
    const tabB = await open('member');
    expect((await world.w.people.owner.client.get(`${w.base}/presence`)).json()).toEqual(
      expect.arrayContaining([{ userId: memberId, state: 'online' }]),
    );

    // One tab idle: still online (the other is in use); both idle: away.
    let since = mark(watcher);
    tabA.emit('presence.set', { state: 'idle' });
    await waitForPresence(watcher, (p) => p.userId === memberId, since);
    const heard = receivedOf<PresenceChanged[]>(watcher, 'presence.changed', since).flat();
    expect(heard.filter((p) => p.userId === memberId).at(-1)?.state).toBe('online');
    since = mark(watcher);
    tabB.emit('presence.set', { state: 'idle' });
    await waitForPresence(watcher, presenceOf(memberId, 'away'), since);
    expect(await hereUserIds(t.app.io, w.workspace.id)).not.toContain(memberId);
    expect((await w.people.guest.client.get(`${w.base}/presence`)).json()).toEqual(
      expect.arrayContaining([{ userId: memberId, state: 'away' }]),
    );

    since = mark(watcher);
    tabB.emit('presence.set', { state: 'active' });
    await waitForPresence(watcher, presenceOf(memberId, 'online'), since);
    expect(await hereUserIds(t.app.io, w.workspace.id)).toContain(memberId);

    since = mark(watcher);
    tabA.close();
    tabB.close();
    await waitForPresence(watcher, presenceOf(memberId, 'offline'), since);
    const listed = (await w.people.owner.client.get(`${w.base}/presence`)).json() as PresenceChanged[];
    expect(listed.some((p) => p.userId === memberId)).toBe(false);
  });

  it('another workspace hears nothing and cannot read the list; a malformed state changes nothing', async () => {
    const { w, open, connect } = world;
    const stranger = await connect(w.stranger.client);
    const adminId = w.people.admin.user.id;
    const watcher = await open('owner');
    const since = mark(stranger);
    const admin = await open('admin');
    await waitForPresence(watcher, presenceOf(adminId, 'online'));
    admin.emit('presence.set', { state: 'asleep' });
    admin.emit('presence.set', 'idle');
    expect((await w.stranger.client.get(`${w.base}/presence`)).statusCode).toBe(404);
    const listed = (await w.people.owner.client.get(`${w.base}/presence`)).json() as PresenceChanged[];
    expect(listed).toEqual(expect.arrayContaining([{ userId: adminId, state: 'online' }]));
    // (The stranger hears its own workspace: its own tab coming online.)
    const heard = receivedOf<PresenceChanged[]>(stranger, 'presence.changed', since).flat();
    expect(heard.filter((p) => p.userId !== w.stranger.user.id)).toEqual([]);
  });

  it('changes of several people in one moment reach each watcher as one event listing them all', async () => {
    const { t, w, open } = world;
    const watcher = await open('owner');
    await waitForPresence(watcher, presenceOf(w.people.owner.user.id, 'online'));
    const since = mark(watcher);
    const people = [w.people.member, w.people.admin, w.people.guest].map((person) => person.user.id);
    // As a crowd of tabs reconnecting at once would: each announced in the same moment.
    await Promise.all(
      people.map((userId) => announcePresence(t.app.io, userId, [orgRoom(w.workspace.id)], testLogger)),
    );
    await waitForPresence(watcher, (p) => p.userId === people.at(-1), since);
    const events = receivedOf<PresenceChanged[]>(watcher, 'presence.changed', since);
    expect(events).toHaveLength(1);
    expect(events[0]?.map((p) => p.userId).sort()).toEqual([...people].sort());
  });
});
