import type { NotificationDto, NotificationPageDto } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { doc, makeDm, makeTopic, send } from '../chat/chat.fixture.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';

const about = async (
  client: ApiClient,
  base: string,
  conversationOrTarget: string,
): Promise<NotificationDto[]> =>
  ((await client.get(`${base}/notifications?status=all`)).json() as NotificationPageDto).notifications.filter(
    (n) => n.conversationId === conversationOrTarget || n.targetId === conversationOrTarget,
  );

describe('chat kinds, raised in the send transaction', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  it('a mention tells the person mentioned, once, and nobody else; not the author', async () => {
    const { owner, member, admin } = w.people;
    const topic = await makeTopic(w, owner.client);
    await send(w, owner.client, topic.id, 'plain');
    expect(await about(member.client, w.base, topic.id)).toEqual([]);
    await send(w, owner.client, topic.id, '', {
      body: doc('Look ', { kind: 'user', id: member.user.id, label: 'member' }, ' please'),
    });
    const rows = await about(member.client, w.base, topic.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'mention',
      actorId: owner.user.id,
      targetKind: 'conversation',
      count: 1,
    });
    expect(rows[0]?.excerpt).toContain('Look');
    expect(await about(admin.client, w.base, topic.id)).toEqual([]);
    expect(await about(owner.client, w.base, topic.id)).toEqual([]);
  });

  it('everyone: every member who sees the topic (a guest outside it does not), grouped on one row', async () => {
    const { owner, member, admin, guest } = w.people;
    const topic = await makeTopic(w, owner.client, { visibility: 'public' });
    const everyone = { body: doc({ kind: 'everyone', id: 'everyone' }, ' standup in 5') };
    await send(w, owner.client, topic.id, '', everyone);
    for (const person of [member, admin]) {
      expect((await about(person.client, w.base, topic.id)).map((n) => n.kind)).toEqual(['mention_everyone']);
    }
    expect(await about(guest.client, w.base, topic.id)).toEqual([]);
    await send(w, admin.client, topic.id, '', everyone);
    const grouped = await about(member.client, w.base, topic.id);
    expect(grouped).toHaveLength(1);
    expect(grouped[0]).toMatchObject({
      count: 2,
      actorId: admin.user.id,
      actorIds: [admin.user.id, owner.user.id],
    });
    // The author of the second hears of the first, not of their own.
    expect((await about(admin.client, w.base, topic.id))[0]).toMatchObject({
      count: 1,
      actorId: owner.user.id,
    });
  });

  it("a group mention tells the group's people who see the topic, once, as a mention of a group they are in", async () => {
    const { owner, member, admin, guest } = w.people;
    const made = await owner.client.post(`${w.base}/groups`, {
      name: `Design ${crypto.randomUUID().slice(0, 6)}`,
      memberIds: [owner.user.id, member.user.id, admin.user.id, guest.user.id],
    });
    expect(made.statusCode).toBe(201);
    const group = made.json() as { id: string };
    const topic = await makeTopic(w, owner.client, { visibility: 'public' });
    await send(w, owner.client, topic.id, '', {
      body: doc({ kind: 'group', id: group.id, label: 'design' }, ' and ', {
        kind: 'user',
        id: admin.user.id,
        label: 'admin',
      }),
    });
    expect((await about(member.client, w.base, topic.id)).map((n) => n.kind)).toEqual(['mention_group']);
    // Named too: told once, by name.
    expect((await about(admin.client, w.base, topic.id)).map((n) => n.kind)).toEqual(['mention']);
    // A guest outside the topic and the author hear nothing.
    expect(await about(guest.client, w.base, topic.id)).toEqual([]);
    expect(await about(owner.client, w.base, topic.id)).toEqual([]);
  });

  it('a dm while away tells the other person; a private topic tells no outsider of a mention', async () => {
    const { owner, member, admin } = w.people;
    const dm = await makeDm(w, owner.client, [member.user.id]);
    await send(w, owner.client, dm.id, 'are you around?');
    await send(w, owner.client, dm.id, 'ping');
    const rows = await about(member.client, w.base, dm.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'dm', count: 2 });
    expect(await about(admin.client, w.base, dm.id)).toEqual([]);
    const secret = await makeTopic(w, owner.client, { visibility: 'private' });
    await send(w, owner.client, secret.id, '', {
      body: doc({ kind: 'user', id: admin.user.id, label: 'admin' }),
    });
    expect(await about(admin.client, w.base, secret.id)).toEqual([]);
  });

  it('a conversation muted in chat raises nothing but mentions of the person (dms and topics alike)', async () => {
    const { owner, member, admin, guest } = w.people;
    const topic = await makeTopic(w, owner.client, { visibility: 'public' });
    const dm = await makeDm(w, owner.client, [member.user.id, guest.user.id]);
    for (const id of [topic.id, dm.id]) {
      const muted = await member.client.request({
        method: 'PUT',
        url: `${w.base}/chat/conversations/${id}/mute`,
        payload: { muted: true },
      });
      expect(muted.statusCode).toBe(200);
      expect(muted.json()).toMatchObject({ conversationId: id, muted: true });
    }
    const everyone = { body: doc({ kind: 'everyone', id: 'everyone' }, ' release at noon') };
    await send(w, owner.client, topic.id, '', everyone);
    await send(w, owner.client, dm.id, 'away message');
    expect(await about(member.client, w.base, topic.id)).toEqual([]);
    expect(await about(member.client, w.base, dm.id)).toEqual([]);
    // The admin did not mute the topic: told as before.
    expect((await about(admin.client, w.base, topic.id)).map((n) => n.kind)).toEqual(['mention_everyone']);
    // A mention by name passes the mute.
    await send(w, owner.client, topic.id, '', {
      body: doc({ kind: 'user', id: member.user.id, label: 'member' }, ' one for you'),
    });
    expect((await about(member.client, w.base, topic.id)).map((n) => n.kind)).toEqual(['mention']);
    // Unmuted: the dm tells again.
    await member.client.request({
      method: 'PUT',
      url: `${w.base}/chat/conversations/${dm.id}/mute`,
      payload: { muted: false },
    });
    await send(w, owner.client, dm.id, 'back?');
    expect((await about(member.client, w.base, dm.id)).map((n) => n.kind)).toEqual(['dm']);
  });

  it('reading a conversation reads the notifications of the messages seen, on every device, and no newer one', async () => {
    const { owner, member } = w.people;
    const topic = await makeTopic(w, owner.client, { memberIds: [member.user.id] });
    const mention = { kind: 'user', id: member.user.id, label: 'member' };
    const first = await send(w, owner.client, topic.id, '', { body: doc(mention, ' first') });
    const dm = await makeDm(w, owner.client, [member.user.id]);
    await send(w, owner.client, dm.id, 'hello');
    const [row] = await about(member.client, w.base, topic.id);
    expect(row).toMatchObject({ kind: 'mention', readAt: null });
    const cursor = (await member.client.get(`${w.base}/sync/changes?after=0`)).json().seq as number;

    const read = await member.client.post(`${w.base}/chat/conversations/${topic.id}/read`, {
      lastReadSeq: first.conversationSeq,
    });
    expect(read.statusCode).toBe(200);
    const [after] = await about(member.client, w.base, topic.id);
    expect(after?.readAt).not.toBeNull();
    // Another device hears of it through the change log (the person's own room).
    const changes = (await member.client.get(`${w.base}/sync/changes?after=${cursor}`)).json().changes as {
      entity: string;
      id: string;
      data: { readAt: string | null } | null;
    }[];
    expect(changes.find((c) => c.entity === 'notification' && c.id === row?.id)?.data?.readAt).toBeTruthy();
    // The dm was not read: its notification stays unread.
    expect((await about(member.client, w.base, dm.id))[0]?.readAt).toBeNull();

    // A newer mention the marker has not reached stays unread.
    await send(w, owner.client, topic.id, '', { body: doc(mention, ' second') });
    await member.client.post(`${w.base}/chat/conversations/${topic.id}/read`, {
      lastReadSeq: first.conversationSeq,
    });
    expect((await about(member.client, w.base, topic.id))[0]).toMatchObject({ readAt: null, count: 1 });
  });

  it('a reply tells the thread’s people; a comment tells the task’s creator and assignees and followers', async () => {
    const { owner, member, admin, guest } = w.people;
    const topic = await makeTopic(w, owner.client, { visibility: 'public' });
    const root = await send(w, member.client, topic.id, 'Question');
    await send(w, admin.client, topic.id, 'First reply', { parentId: root.id });
    expect((await about(member.client, w.base, root.id)).map((n) => n.kind)).toEqual(['thread_reply']);
    await send(w, owner.client, topic.id, 'Second reply', { parentId: root.id });
    expect((await about(admin.client, w.base, root.id)).map((n) => n.kind)).toEqual(['thread_reply']);
    expect((await about(member.client, w.base, root.id))[0]?.count).toBe(2);

    const orbit = await makeOrbit(w, owner.client, {
      visibility: 'private',
      memberIds: [member.user.id, admin.user.id],
    });
    const task = await makeItem(w, owner.client, orbit.id, {
      title: 'Ship it',
      assigneeIds: [member.user.id],
    });
    const follow = await admin.client.request({
      method: 'PUT',
      url: `${w.base}/notifications/follows/item/${task.id}`,
    });
    expect(follow.statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) await send(w, owner.client, task.id, `comment ${i}`);
    const memberRows = await about(member.client, w.base, task.id);
    // The assignment and the three comments: one row for the task.
    expect(memberRows).toHaveLength(1);
    expect(memberRows[0]).toMatchObject({
      kind: 'task_comment',
      targetKind: 'item',
      title: 'Ship it',
      count: 4,
    });
    expect((await about(admin.client, w.base, task.id))[0]).toMatchObject({ kind: 'task_comment', count: 3 });
    expect(await about(guest.client, w.base, task.id)).toEqual([]);
    // Unfollowing stops it.
    await member.client.delete(`${w.base}/notifications/follows/item/${task.id}`);
    await member.client.patch(`${w.base}/notifications/${memberRows[0]?.id}`, { read: true });
    await send(w, admin.client, task.id, 'one more');
    expect((await about(member.client, w.base, task.id))[0]?.readAt).not.toBeNull();
  });

  it('following a thread one never wrote in brings its replies; unfollowing one’s own stops them', async () => {
    const { owner, member, admin } = w.people;
    const topic = await makeTopic(w, owner.client, { visibility: 'public' });
    const root = await send(w, owner.client, topic.id, 'Plan');
    const url = `${w.base}/notifications/follows/thread/${root.id}`;
    expect((await admin.client.get(url)).json()).toMatchObject({ targetKind: 'thread', following: false });
    expect((await admin.client.request({ method: 'PUT', url })).json().following).toBe(true);
    expect((await owner.client.get(url)).json().following).toBe(true);
    expect((await owner.client.delete(url)).json().following).toBe(false);
    await send(w, member.client, topic.id, 'Reply', { parentId: root.id });
    expect((await about(admin.client, w.base, root.id)).map((n) => n.kind)).toEqual(['thread_reply']);
    expect(await about(owner.client, w.base, root.id)).toEqual([]);
    const hidden = await makeTopic(w, owner.client, { visibility: 'private' });
    const secret = await send(w, owner.client, hidden.id, 'secret');
    expect(
      (
        await admin.client.request({
          method: 'PUT',
          url: `${w.base}/notifications/follows/thread/${secret.id}`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
