import type { LiveChangeDto } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import { type WatchedSocket, waitForEvent } from '../../test/socket-client.js';
import { useTasksSockets } from '../../test/tasks-sockets.js';
import { makeItem, makeOrbit } from './tasks.fixture.js';

const upsertOf = (socket: WatchedSocket, id: string) =>
  waitForEvent<LiveChangeDto>(socket, 'sync.change', (change) => change.id === id && change.op === 'upsert');

describe('sync.change carries its proof (since) for each recipient', () => {
  const world = useTasksSockets();

  it("names the recipient's own previous change, skipping changes in rooms they are not in", async () => {
    const { w, open } = world;
    const owner = w.people.owner.client;
    const shared = await makeOrbit(w, owner);
    const hidden = await makeOrbit(w, owner, { visibility: 'private' });
    const [ownerSocket, memberSocket] = [await open('owner'), await open('member')];

    const first = await makeItem(w, owner, shared.id);
    await upsertOf(memberSocket, first.id);
    const secret = await makeItem(w, owner, hidden.id);
    await upsertOf(ownerSocket, secret.id);
    const next = await makeItem(w, owner, shared.id);

    // The member never hears of the secret task: their proof goes back to the task before it.
    expect((await upsertOf(memberSocket, next.id)).since).toBe(first.seq);
    // The owner sees both orbits: their proof is the secret task, which they heard of.
    expect((await upsertOf(ownerSocket, next.id)).since).toBe(secret.seq);
  });

  it("chains a recipient's consecutive changes: each one's since is the one before", async () => {
    const { w, open } = world;
    const owner = w.people.owner.client;
    const shared = await makeOrbit(w, owner);
    const memberSocket = await open('member');
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await makeItem(w, owner, shared.id));
    const heard = await Promise.all(made.map((item) => upsertOf(memberSocket, item.id)));
    for (let i = 1; i < heard.length; i += 1) expect(heard[i]?.since).toBe(made[i - 1]?.seq);
  });

  it('sends no proof while a write holding a lower number is still running', async () => {
    const { t, w, open } = world;
    const owner = w.people.owner.client;
    const shared = await makeOrbit(w, owner);
    const memberSocket = await open('member');
    // Another writer has taken a number and not committed: a change may still appear below ours.
    const running = await t.database.pool.connect();
    try {
      await running.query('begin');
      await running.query('select next_change_seq()');
      const item = await makeItem(w, owner, shared.id);
      expect((await upsertOf(memberSocket, item.id)).since).toBeUndefined();
    } finally {
      await running.query('rollback');
      running.release();
    }
    const after = await makeItem(w, owner, shared.id);
    expect((await upsertOf(memberSocket, after.id)).since).toEqual(expect.any(Number));
  });
});
