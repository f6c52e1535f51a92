import type { PresenceChanged } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import { mark, receivedOf, type WatchedSocket, waitForEvent } from '../../test/socket-client.js';
import { useTasksSockets } from '../../test/tasks-sockets.js';
import { hereUserIds } from './presence.js';

const presenceOf = (userId: string, state: PresenceChanged['state']) => (p: PresenceChanged) =>
  p.userId === userId && p.state === state;

const waitForPresence = (socket: WatchedSocket, test: (p: PresenceChanged) => boolean, since = 0) =>
  waitForEvent<PresenceChanged>(socket, 'presence.changed', test, since);

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
    expect(receivedOf<PresenceChanged>(watcher, 'presence.changed', since).at(-1)?.state).toBe('online');
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
    expect(receivedOf(stranger, 'presence.changed', since)).toEqual([]);
  });
});
