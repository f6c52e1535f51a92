import { describe, expect, it } from 'vitest';
import {
  viewersListing as listing,
  mark,
  waitForEvent as waitFor,
  waitForChange,
} from '../../test/socket-client.js';
import { redisAvailable, servicesRequired, useTwoInstances } from '../../test/two-instances.js';
import { makeItem, makeOrbit } from './tasks.fixture.js';

const hasRedis = await redisAvailable('the two-instance Socket.IO test');

describe.skipIf(!hasRedis && !servicesRequired)('two instances on one database and one Redis', () => {
  const two = useTwoInstances();

  it('viewers on instance A see a viewer on instance B, who leaves the list on disconnect', async () => {
    const { w, open, urlA, urlB } = two;
    const orbit = await makeOrbit(w, w.people.owner.client);
    const item = await makeItem(w, w.people.owner.client, orbit.id);
    const onA = await open(urlA, 'owner');
    const onB = await open(urlB, 'member');

    onA.emit('item.viewing', { itemId: item.id });
    await waitFor(onA, 'item.viewers', listing(item.id, onA));
    onB.emit('item.viewing', { itemId: item.id });
    const seenOnA = await waitFor(onA, 'item.viewers', listing(item.id, onA, onB));
    expect(seenOnA.viewers).toEqual(expect.arrayContaining([{ sid: onB.id, id: w.people.member.user.id }]));
    await waitFor(onB, 'item.viewers', listing(item.id, onA, onB));

    const since = mark(onA);
    onB.close();
    await waitFor(onA, 'item.viewers', listing(item.id, onA), since);
  });

  it('a change written through A reaches a socket held by B', async () => {
    const { w, open, urlB } = two;
    const orbit = await makeOrbit(w, w.people.owner.client);
    const onB = await open(urlB, 'member');
    const item = await makeItem(w, w.people.owner.client, orbit.id);
    const change = await waitForChange(onB, (c) => c.id === item.id);
    expect(change).toMatchObject({ entity: 'item', op: 'upsert', seq: item.seq });
  });
});
