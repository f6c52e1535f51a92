import { randomUUID } from 'node:crypto';
import type { HistoryPageDto, MessageDto, SendMessageResult, UnreadCountDto } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';
import { chatBase, doc, makeDm, makeTopic, send } from './chat.fixture.js';

describe('chat routes', () => {
  let t: TestApp;
  let w: TasksWorld;
  let c: string;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
    c = chatBase(w);
  });
  afterAll(() => t.close());

  it('creates a topic once per clientId, refuses a name taken in any case', async () => {
    const owner = w.people.owner.client;
    const clientId = randomUUID();
    const first = await owner.post(`${c}/topics`, { clientId, name: 'General', description: 'All of us' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      kind: 'topic',
      name: 'General',
      visibility: 'public',
      memberIds: [w.people.owner.user.id],
      lastSeq: 0,
    });
    const again = await owner.post(`${c}/topics`, { clientId, name: 'General' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const taken = await w.people.member.client.post(`${c}/topics`, {
      clientId: randomUUID(),
      name: 'general',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'topic_name_taken', fields: { name: expect.any(String) } });
    const renamed = await owner.patch(`${c}/topics/${clientId}`, { name: 'Everyone', description: 'x' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Everyone', description: 'x' });
  });

  it('the same people always get the same dm', async () => {
    const { owner, member, admin } = w.people;
    const created = await owner.client.post(`${c}/dms`, {
      clientId: randomUUID(),
      userIds: [member.user.id],
    });
    expect(created.statusCode).toBe(201);
    const again = await member.client.post(`${c}/dms`, { clientId: randomUUID(), userIds: [owner.user.id] });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.json().id);
    const group = await makeDm(w, owner.client, [member.user.id, admin.user.id]);
    expect(group.id).not.toBe(created.json().id);
    expect([...group.memberIds].sort()).toEqual([owner.user.id, member.user.id, admin.user.id].sort());
    const alone = await owner.client.post(`${c}/dms`, { clientId: randomUUID(), userIds: [owner.user.id] });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().fields).toHaveProperty('userIds');
  });

  it('sends once per clientId, numbers messages per conversation, pages history', async () => {
    const owner = w.people.owner.client;
    const topic = await makeTopic(w, owner);
    const clientId = randomUUID();
    const body = { clientId, body: doc('hello') };
    const first = await owner.post(`${c}/conversations/${topic.id}/messages`, body);
    expect(first.statusCode).toBe(201);
    const retry = await owner.post(`${c}/conversations/${topic.id}/messages`, body);
    expect(retry.statusCode).toBe(200);
    expect((retry.json() as SendMessageResult).message.id).toBe(
      (first.json() as SendMessageResult).message.id,
    );
    for (let i = 2; i <= 60; i += 1) await send(w, owner, topic.id, `message ${i}`);
    const newest = (await owner.get(`${c}/conversations/${topic.id}/messages`)).json() as HistoryPageDto;
    expect(newest.messages).toHaveLength(50);
    expect(newest.hasMore).toBe(true);
    expect(newest.messages[0]?.conversationSeq).toBe(60);
    expect(newest.messages[49]?.conversationSeq).toBe(11);
    const older = (
      await owner.get(`${c}/conversations/${topic.id}/messages?before=11`)
    ).json() as HistoryPageDto;
    expect(older.messages.map((m) => m.conversationSeq)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(older.hasMore).toBe(false);
    const missed = (
      await owner.get(`${c}/conversations/${topic.id}/messages?after=57`)
    ).json() as HistoryPageDto;
    expect(missed.messages.map((m) => m.conversationSeq)).toEqual([58, 59, 60]);
  });

  it('threads count replies on the root; a deleted root takes no reply', async () => {
    const { owner, member } = w.people;
    const topic = await makeTopic(w, owner.client);
    const root = await send(w, owner.client, topic.id, 'root');
    await send(w, member.client, topic.id, 'reply 1', { parentId: root.id });
    await send(w, owner.client, topic.id, 'reply 2', { parentId: root.clientId });
    const page = (await owner.client.get(`${c}/conversations/${topic.id}/messages`)).json() as HistoryPageDto;
    expect(page.messages).toHaveLength(1);
    expect(page.messages[0]).toMatchObject({ id: root.id, replyCount: 2 });
    expect(page.messages[0]?.replyUserIds).toEqual([owner.user.id, member.user.id]);
    const thread = (
      await owner.client.get(`${c}/conversations/${topic.id}/messages?thread=${root.id}&after=0`)
    ).json() as HistoryPageDto;
    expect(thread.messages.map((m) => m.conversationSeq)).toEqual([2, 3]);
    expect((await owner.client.delete(`${c}/messages/${root.id}`)).statusCode).toBe(204);
    const refused = await member.client.post(`${c}/conversations/${topic.id}/messages`, {
      clientId: randomUUID(),
      body: doc('late'),
      parentId: root.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('parentId');
    const after = (
      await owner.client.get(`${c}/conversations/${topic.id}/messages`)
    ).json() as HistoryPageDto;
    expect(after.messages[0]).toMatchObject({ body: '', replyCount: 2, deletedAt: expect.any(String) });
  });

  it('edits own, deletes own (admins any), reacts with emoji only', async () => {
    const { owner, member, admin } = w.people;
    const topic = await makeTopic(w, owner.client);
    const mine = await send(w, member.client, topic.id, 'first');
    expect((await owner.client.patch(`${c}/messages/${mine.id}`, { body: doc('x') })).statusCode).toBe(403);
    const edited = await member.client.patch(`${c}/messages/${mine.clientId}`, { body: doc('second') });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ body: doc('second'), editedAt: expect.any(String) });
    const thumbs = encodeURIComponent('👍🏽');
    const reacted = await owner.client.put(`${c}/messages/${mine.id}/reactions/${thumbs}`);
    expect(reacted.statusCode).toBe(200);
    expect((reacted.json() as MessageDto).reactions).toEqual([{ emoji: '👍🏽', userIds: [owner.user.id] }]);
    const unreacted = await owner.client.delete(`${c}/messages/${mine.id}/reactions/${thumbs}`);
    expect((unreacted.json() as MessageDto).reactions).toEqual([]);
    const word = await owner.client.put(`${c}/messages/${mine.id}/reactions/yes`);
    expect(word.statusCode).toBe(400);
    expect(word.json().fields).toHaveProperty('emoji');
    const other = await send(w, owner.client, topic.id, 'by owner');
    expect((await member.client.delete(`${c}/messages/${other.id}`)).statusCode).toBe(403);
    expect((await admin.client.delete(`${c}/messages/${other.id}`)).statusCode).toBe(204);
  });

  it('an archived topic takes no message, edit or reaction', async () => {
    const { owner } = w.people;
    const topic = await makeTopic(w, owner.client);
    const message = await send(w, owner.client, topic.id, 'before');
    expect((await owner.client.post(`${c}/topics/${topic.id}/archive`)).json().archivedAt).toEqual(
      expect.any(String),
    );
    const refused = await owner.client.post(`${c}/conversations/${topic.id}/messages`, {
      clientId: randomUUID(),
      body: doc('after'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('topic_archived');
    expect((await owner.client.patch(`${c}/messages/${message.id}`, { body: doc('x') })).json().code).toBe(
      'topic_archived',
    );
    expect((await owner.client.put(`${c}/messages/${message.id}/reactions/🎉`)).statusCode).toBe(409);
    expect((await owner.client.post(`${c}/topics/${topic.id}/unarchive`)).json().archivedAt).toBeNull();
    await send(w, owner.client, topic.id, 'restored');
  });

  it('mentions: unknown ids are a 400 on body; someone who cannot see is a warning', async () => {
    const { owner, guest } = w.people;
    const topic = await makeTopic(w, owner.client);
    const post = (body: string) =>
      owner.client.post(`${c}/conversations/${topic.id}/messages`, { clientId: randomUUID(), body });
    for (const bad of [
      doc({ kind: 'user', id: w.stranger.user.id }),
      doc({ kind: 'group', id: 'designers' }),
      doc({ kind: 'everyone', id: 'all' }),
      doc({ kind: 'topic', id: 'nope' }),
      doc({ kind: 'orbit', id: 'nope' }),
      doc({ kind: 'view', id: 'nope' }),
    ]) {
      const res = await post(bad);
      expect(`${bad} ${res.statusCode}`).toBe(`${bad} 400`);
      expect(res.json().fields).toHaveProperty('body');
    }
    const orbit = await makeOrbit(w, owner.client);
    const ok = await post(
      doc(
        'hi ',
        { kind: 'user', id: guest.user.id },
        { kind: 'everyone', id: 'everyone' },
        { kind: 'topic', id: topic.id },
        { kind: 'orbit', id: orbit.id },
      ),
    );
    expect(ok.statusCode).toBe(201);
    expect((ok.json() as SendMessageResult).warnings).toEqual([
      { code: 'mention_cannot_see', userId: guest.user.id, message: expect.any(String) },
    ]);
    const history = (
      await owner.client.get(`${c}/conversations/${topic.id}/messages`)
    ).json() as HistoryPageDto;
    expect(history.messages).toHaveLength(1);
  });

  it('read markers and unread counts, with mentions', async () => {
    const { owner, member } = w.people;
    const topic = await makeTopic(w, owner.client, { memberIds: [member.user.id] });
    await send(w, owner.client, topic.id, 'one');
    await owner.client.post(`${c}/conversations/${topic.id}/messages`, {
      clientId: randomUUID(),
      body: doc({ kind: 'user', id: member.user.id }, ' two'),
    });
    const unread = (await member.client.get(`${c}/unread`)).json() as UnreadCountDto[];
    expect(unread.find((u) => u.conversationId === topic.id)).toEqual({
      conversationId: topic.id,
      lastReadSeq: 0,
      unread: 2,
      mentions: 1,
      muted: false,
    });
    expect(
      ((await owner.client.get(`${c}/unread`)).json() as UnreadCountDto[]).map((u) => u.conversationId),
    ).not.toContain(topic.id);
    const read = await member.client.post(`${c}/conversations/${topic.id}/read`, { lastReadSeq: 99 });
    expect(read.json()).toMatchObject({ conversationId: topic.id, userId: member.user.id, lastReadSeq: 2 });
    expect(
      ((await member.client.get(`${c}/unread`)).json() as UnreadCountDto[]).map((u) => u.conversationId),
    ).not.toContain(topic.id);
    await member.client.post(`${c}/conversations/${topic.id}/read`, { lastReadSeq: 1 });
    const again = (await member.client.get(`${c}/unread`)).json() as UnreadCountDto[];
    expect(again.find((u) => u.conversationId === topic.id)).toMatchObject({ unread: 1, mentions: 1 });
    const muted = await member.client.put(`${c}/conversations/${topic.id}/mute`, { muted: true });
    expect(muted.json()).toMatchObject({ muted: true, lastReadSeq: 1 });
    // Muted: the row keeps its counts and says it is muted (no badge counts it but by its mentions).
    const quiet = (await member.client.get(`${c}/unread`)).json() as UnreadCountDto[];
    expect(quiet.find((u) => u.conversationId === topic.id)).toEqual({
      conversationId: topic.id,
      lastReadSeq: 1,
      unread: 1,
      mentions: 1,
      muted: true,
    });
    await member.client.put(`${c}/conversations/${topic.id}/mute`, { muted: false });
    const loud = (await member.client.get(`${c}/unread`)).json() as UnreadCountDto[];
    expect(loud.find((u) => u.conversationId === topic.id)).toMatchObject({ unread: 1, muted: false });
  });

  it('a task’s conversation is made on its first message, for whoever sees the task', async () => {
    const { owner, member, guest } = w.people;
    const orbit = await makeOrbit(w, owner.client, { visibility: 'private', memberIds: [member.user.id] });
    const item = await makeItem(w, owner.client, orbit.id);
    const empty = (
      await member.client.get(`${c}/conversations/${item.id}/messages`)
    ).json() as HistoryPageDto;
    expect(empty).toEqual({ messages: [], hasMore: false });
    const comment = await send(w, member.client, item.clientId as string, 'a comment');
    expect(comment).toMatchObject({ conversationId: item.id, conversationSeq: 1 });
    const page = (await owner.client.get(`${c}/conversations/${item.id}/messages`)).json() as HistoryPageDto;
    expect(page.messages.map((m) => m.id)).toEqual([comment.id]);
    expect((await guest.client.get(`${c}/conversations/${item.id}/messages`)).statusCode).toBe(404);
    const boot = (await member.client.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.conversations.find((conv: { id: string }) => conv.id === item.id)).toMatchObject({
      kind: 'task',
      itemId: item.id,
      orbitId: orbit.id,
      memberIds: [],
      lastSeq: 1,
    });
  });

  it('drafts follow their author', async () => {
    const { owner } = w.people;
    const topic = await makeTopic(w, owner.client);
    const saved = await owner.client.put(`${c}/conversations/${topic.id}/draft`, {
      body: doc('half a thought'),
    });
    expect(saved.statusCode).toBe(200);
    let boot = (await owner.client.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.drafts).toContainEqual(
      expect.objectContaining({ conversationId: topic.id, body: doc('half a thought') }),
    );
    expect((await owner.client.delete(`${c}/conversations/${topic.id}/draft`)).statusCode).toBe(204);
    boot = (await owner.client.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.drafts.some((d: { conversationId: string }) => d.conversationId === topic.id)).toBe(false);
  });

  it('a thread keeps a draft of its own beside the conversation’s, synced, each cleared alone', async () => {
    const { owner } = w.people;
    const topic = await makeTopic(w, owner.client);
    const root = await send(w, owner.client, topic.id, 'a question');
    const cursor = (await owner.client.get(`${w.base}/sync/changes?after=0`)).json().seq as number;
    const main = await owner.client.put(`${c}/conversations/${topic.id}/draft`, { body: doc('main draft') });
    const reply = await owner.client.put(`${c}/conversations/${topic.id}/draft`, {
      body: doc('reply draft'),
      parentId: root.id,
    });
    expect([main.statusCode, reply.statusCode]).toEqual([200, 200]);
    const threadKey = `${topic.id}_${root.id}`;
    // Both in the bootstrap and in the person's changes, each under its own id.
    const boot = (await owner.client.get(`${w.base}/sync/bootstrap`)).json();
    const mine = boot.drafts.filter((d: { conversationId: string }) => d.conversationId === topic.id);
    expect(mine.map((d: { body: string; parentId: string | null }) => [d.parentId, d.body]).sort()).toEqual(
      [
        [null, doc('main draft')],
        [root.id, doc('reply draft')],
      ].sort(),
    );
    const changes = (await owner.client.get(`${w.base}/sync/changes?after=${cursor}`)).json().changes as {
      entity: string;
      id: string;
      op: string;
    }[];
    expect(changes.filter((x) => x.entity === 'draft').map((x) => x.id)).toEqual([topic.id, threadKey]);
    const one = await owner.client.get(`${w.base}/sync/entity/draft/${threadKey}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: threadKey,
      data: { parentId: root.id, body: doc('reply draft') },
    });
    // Another person never sees it.
    expect((await w.people.admin.client.get(`${w.base}/sync/entity/draft/${threadKey}`)).statusCode).toBe(
      404,
    );

    // The thread's draft cleared: the conversation's stays.
    const cleared = await owner.client.delete(`${c}/conversations/${topic.id}/draft?thread=${root.id}`);
    expect(cleared.statusCode).toBe(204);
    const after = (await owner.client.get(`${w.base}/sync/changes?after=${cursor}`)).json().changes as {
      entity: string;
      id: string;
      op: string;
    }[];
    expect(after.filter((x) => x.entity === 'draft').at(-1)).toMatchObject({ id: threadKey, op: 'delete' });
    expect((await owner.client.get(`${w.base}/sync/entity/draft/${threadKey}`)).statusCode).toBe(404);
    expect((await owner.client.get(`${w.base}/sync/entity/draft/${topic.id}`)).json().data.body).toBe(
      doc('main draft'),
    );
  });
});
