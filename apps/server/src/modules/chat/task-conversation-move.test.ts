import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';
import { chatBase, send } from './chat.fixture.js';

type Change = { entity: string; op: string; id: string };

const head = async (client: ApiClient, w: TasksWorld) =>
  (await client.get(`${w.base}/sync/changes?after=0`)).json().seq as number;
const changesAfter = async (client: ApiClient, w: TasksWorld, after: number) =>
  (await client.get(`${w.base}/sync/changes?after=${after}`)).json().changes as Change[];

describe('a task moved to another orbit takes its conversation’s history with it', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  it('the old orbit’s people stop being sent its messages, the new orbit’s people are sent them', async () => {
    const { owner, member, admin } = w.people;
    // Two people who share no orbit: the member sees only the old one, the admin only the new one.
    const from = await makeOrbit(w, owner.client, { visibility: 'private', memberIds: [member.user.id] });
    const to = await makeOrbit(w, owner.client, { visibility: 'private', memberIds: [admin.user.id] });
    const task = await makeItem(w, owner.client, from.id, { title: 'Moving task' });
    const memberCursor = await head(member.client, w);
    const adminCursor = await head(admin.client, w);
    const first = await send(w, owner.client, task.id, 'first comment');
    const reply = await send(w, member.client, task.id, 'a reply from the old orbit');
    const reacted = await member.client.put(
      `${chatBase(w)}/messages/${first.id}/reactions/${encodeURIComponent('👍')}`,
    );
    expect(reacted.statusCode).toBe(200);
    const messageIds = [first.id, reply.id];
    // Before the move the member (offline since their cursor) would get them, the admin not.
    const memberBefore = await changesAfter(member.client, w, memberCursor);
    expect(memberBefore.filter((c) => c.entity === 'message').map((c) => c.id)).toEqual([
      first.id,
      reply.id,
      first.id,
    ]);
    expect((await changesAfter(admin.client, w, adminCursor)).some((c) => c.entity === 'message')).toBe(
      false,
    );

    const moved = await owner.client.patch(`${w.base}/items/${task.id}`, { orbitId: to.id });
    expect(moved.statusCode).toBe(200);

    // The member, catching up from the same cursor: no message of it any more, and the conversation
    // (with its messages on the device) and the task go.
    const memberAfter = await changesAfter(member.client, w, memberCursor);
    expect(memberAfter.filter((c) => c.entity === 'message')).toEqual([]);
    expect(memberAfter).toContainEqual(
      expect.objectContaining({ entity: 'conversation', op: 'delete', id: task.id }),
    );
    expect((await member.client.get(`${chatBase(w)}/conversations/${task.id}/messages`)).statusCode).toBe(
      404,
    );
    // The admin, catching up from before the messages: every one of them, then the conversation.
    const adminAfter = await changesAfter(admin.client, w, adminCursor);
    expect(adminAfter.filter((c) => c.entity === 'message').map((c) => c.id)).toEqual([
      ...messageIds,
      first.id,
    ]);
    expect(adminAfter).toContainEqual(
      expect.objectContaining({ entity: 'conversation', op: 'upsert', id: task.id }),
    );
    const history = await admin.client.get(`${chatBase(w)}/conversations/${task.id}/messages`);
    expect(
      history
        .json()
        .messages.map((m: { id: string }) => m.id)
        .sort(),
    ).toEqual([...messageIds].sort());

    // Moved back: the member is sent them again, the admin no longer.
    await owner.client.patch(`${w.base}/items/${task.id}`, { orbitId: from.id });
    expect(
      (await changesAfter(member.client, w, memberCursor)).filter((c) => c.entity === 'message').length,
    ).toBe(3);
    expect((await changesAfter(admin.client, w, adminCursor)).filter((c) => c.entity === 'message')).toEqual(
      [],
    );
  });
});
