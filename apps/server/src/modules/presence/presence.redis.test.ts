import type { PresenceChanged } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import { mark, waitForEvent } from '../../test/socket-client.js';
import { redisAvailable, servicesRequired, useTwoInstances } from '../../test/two-instances.js';

const hasRedis = await redisAvailable('the two-instance presence test');

describe.skipIf(!hasRedis && !servicesRequired)('presence across two instances on one Redis', () => {
  const two = useTwoInstances();

  const presence = (userId: string, state: PresenceChanged['state']) => (batch: PresenceChanged[]) =>
    batch.some((p) => p.userId === userId && p.state === state);

  it('counts the tabs on both instances: online, away when both are idle, offline when both close', async () => {
    const { w, open, urlA, urlB } = two;
    const memberId = w.people.member.user.id;
    const watcher = await open(urlA, 'owner');
    const onA = await open(urlA, 'member');
    const onB = await open(urlB, 'member');
    await waitForEvent(watcher, 'presence.changed', presence(memberId, 'online'));

    let since = mark(watcher);
    onA.emit('presence.set', { state: 'idle' });
    onB.emit('presence.set', { state: 'idle' });
    await waitForEvent(watcher, 'presence.changed', presence(memberId, 'away'), since);
    // Instance A lists a person whose only tab in use is on B, and B one whose tab is on A.
    onB.emit('presence.set', { state: 'active' });
    await waitForEvent(watcher, 'presence.changed', presence(memberId, 'online'), since);
    const listed = (await w.people.owner.client.get(`${w.base}/presence`)).json() as PresenceChanged[];
    expect(listed).toEqual(expect.arrayContaining([{ userId: memberId, state: 'online' }]));

    since = mark(watcher);
    onB.close();
    await waitForEvent(watcher, 'presence.changed', presence(memberId, 'away'), since);
    onA.close();
    await waitForEvent(watcher, 'presence.changed', presence(memberId, 'offline'), since);
  });
});
