import { randomUUID } from 'node:crypto';
import type { BootstrapDto, ChangesResult, HistoryPageDto, MessageDto } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';
import { chatBase, doc, makeDm, makeTopic, send } from './chat.fixture.js';

/** What a client holds of chat: rows by key, as docs/SYNC.md's client keeps them. */
type ChatStore = {
  seq: number;
  conversations: Map<string, unknown>;
  reads: Map<string, unknown>;
  drafts: Map<string, unknown>;
  scheduled: Map<string, unknown>;
  messages: Map<string, MessageDto>;
};

const withoutSeq = <T>(row: T): T => {
  const { seq: _seq, ...rest } = row as T & { seq?: number };
  return rest as T;
};

/** Every message of a conversation (top-level pages, then each thread), as a client loads history. */
async function history(client: ApiClient, c: string, conversationId: string): Promise<MessageDto[]> {
  const all: MessageDto[] = [];
  let after = 0;
  for (;;) {
    const page = (
      await client.get(`${c}/conversations/${conversationId}/messages?after=${after}&limit=100`)
    ).json() as HistoryPageDto;
    all.push(...page.messages);
    if (!page.hasMore || page.messages.length === 0) break;
    after = page.messages.at(-1)?.conversationSeq ?? after;
  }
  for (const root of all.filter((m) => m.replyCount > 0)) {
    const replies = (
      await client.get(`${c}/conversations/${conversationId}/messages?thread=${root.id}&after=0&limit=100`)
    ).json() as HistoryPageDto;
    all.push(...replies.messages);
  }
  return all;
}

async function freshLoad(client: ApiClient, w: TasksWorld): Promise<ChatStore> {
  const boot = (await client.get(`${w.base}/sync/bootstrap`)).json() as BootstrapDto;
  const store: ChatStore = {
    seq: boot.seq,
    conversations: new Map((boot.conversations ?? []).map((row) => [row.id, row])),
    reads: new Map((boot.chatReads ?? []).map((row) => [row.conversationId, row])),
    drafts: new Map((boot.drafts ?? []).map((row) => [row.conversationId, row])),
    scheduled: new Map((boot.scheduledMessages ?? []).map((row) => [row.id, row])),
    messages: new Map(),
  };
  for (const id of store.conversations.keys()) {
    for (const message of await history(client, chatBase(w), id)) store.messages.set(message.id, message);
  }
  return store;
}

/** A catch-up applied as the browser does: rows move forward by seq; a conversation delete takes its messages. */
async function catchUp(client: ApiClient, w: TasksWorld, store: ChatStore): Promise<void> {
  const answer = (await client.get(`${w.base}/sync/changes?after=${store.seq}`)).json() as ChangesResult;
  if (answer.reset) throw new Error('unexpected reset');
  const gained: string[] = [];
  for (const change of answer.changes) {
    const table = {
      conversation: store.conversations,
      chatRead: store.reads,
      draft: store.drafts,
      scheduledMessage: store.scheduled,
      message: store.messages,
    }[change.entity] as Map<string, unknown> | undefined;
    if (!table) continue;
    if (change.op === 'delete') {
      table.delete(change.id);
      if (change.entity === 'conversation') {
        for (const [id, message] of store.messages)
          if (message.conversationId === change.id) store.messages.delete(id);
        store.reads.delete(change.id);
        store.drafts.delete(change.id);
      }
      continue;
    }
    const current = table.get(change.id) as { seq?: number } | undefined;
    if (current && (current.seq ?? -1) >= change.seq) continue;
    if (change.entity === 'conversation' && !store.conversations.has(change.id)) gained.push(change.id);
    table.set(change.id, { ...(change.data as object), seq: change.seq });
  }
  // A conversation seen only now: its history loads, as the browser's does when it opens.
  for (const id of gained) {
    for (const message of await history(client, chatBase(w), id)) {
      const current = store.messages.get(message.id);
      if (!current || current.seq < message.seq) store.messages.set(message.id, message);
    }
  }
  store.seq = answer.seq;
}

/**
 * A conversation's `lastSeq` and `lastMessageAt` as the client reads them: from the newest message it
 * holds (the conversation row is not sent again for each message, docs/SYNC.md, Chat).
 */
function withNewest(store: ChatStore, row: unknown): unknown {
  const conversation = row as { id: string; lastSeq: number; lastMessageAt: string | null };
  const newest = [...store.messages.values()]
    .filter((m) => m.conversationId === conversation.id)
    .sort((a, b) => b.conversationSeq - a.conversationSeq)[0];
  if (!newest || newest.conversationSeq <= conversation.lastSeq) return conversation;
  return { ...conversation, lastSeq: newest.conversationSeq, lastMessageAt: newest.createdAt };
}

const view = (store: ChatStore) => ({
  conversations: [...store.conversations.values()]
    .map((row) => withNewest(store, row))
    .map(withoutSeq)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  reads: [...store.reads.values()].map(withoutSeq),
  drafts: [...store.drafts.values()].map(withoutSeq),
  scheduled: [...store.scheduled.values()].map(withoutSeq),
  messages: [...store.messages.values()]
    .map(withoutSeq)
    .sort(
      (a, b) => a.conversationId.localeCompare(b.conversationId) || a.conversationSeq - b.conversationSeq,
    ),
});

describe('chat catch-up after missed events equals a fresh load', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  it('for each role, after topics, dms, task comments, threads, edits, deletes, reactions and access changes', async () => {
    const { owner, admin, member, guest } = w.people;
    const c = chatBase(w);
    const general = await makeTopic(w, owner.client, { memberIds: [member.user.id] });
    const early = await send(w, owner.client, general.id, 'before everyone went offline');
    const stores = new Map<string, ChatStore>();
    for (const role of ['owner', 'admin', 'member', 'guest'] as const) {
      stores.set(role, await freshLoad(w.people[role].client, w));
    }

    // Everyone is offline now; the workspace goes on.
    const secret = await makeTopic(w, admin.client, { visibility: 'private', memberIds: [guest.user.id] });
    const dm = await makeDm(w, member.client, [owner.user.id]);
    const orbit = await makeOrbit(w, owner.client);
    const item = await makeItem(w, owner.client, orbit.id);
    const root = await send(w, member.client, general.id, 'a thread starts');
    await send(w, owner.client, general.id, 'reply', { parentId: root.id });
    await send(w, admin.client, general.id, 'another reply', { parentId: root.id });
    await member.client.patch(`${c}/messages/${root.id}`, { body: doc('a thread starts (edited)') });
    await owner.client.put(`${c}/messages/${early.id}/reactions/${encodeURIComponent('🎉')}`);
    await member.client.put(`${c}/messages/${early.id}/reactions/${encodeURIComponent('🎉')}`);
    await send(w, guest.client, secret.id, 'guest speaks');
    await send(w, owner.client, dm.id, 'just us');
    await send(w, member.client, item.id, 'a comment on the task');
    const gone = await send(w, admin.client, general.id, 'oops');
    await admin.client.delete(`${c}/messages/${gone.id}`);
    await member.client.post(`${c}/conversations/${general.id}/read`, { lastReadSeq: 2 });
    await owner.client.put(`${c}/conversations/${dm.id}/draft`, { body: doc('half written') });
    await member.client.post(`${c}/scheduled`, {
      clientId: randomUUID(),
      conversationId: general.id,
      body: doc('tomorrow'),
      sendAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    // Access: the member joins the secret topic, the guest leaves it, general goes private.
    await admin.client.post(`${c}/topics/${secret.id}/members`, { userIds: [member.user.id] });
    await guest.client.post(`${c}/topics/${secret.id}/leave`);
    await send(w, member.client, secret.id, 'member now in secret');
    await owner.client.patch(`${c}/topics/${general.id}`, { visibility: 'private' });
    await send(w, owner.client, general.id, 'private from here on');

    for (const role of ['owner', 'admin', 'member', 'guest'] as const) {
      const store = stores.get(role) as ChatStore;
      await catchUp(w.people[role].client, w, store);
      const fresh = await freshLoad(w.people[role].client, w);
      expect(view(store), role).toEqual(view(fresh));
    }
    // Not vacuous: the member's fresh load holds the secret topic and the thread.
    const memberView = view(stores.get('member') as ChatStore);
    expect(memberView.conversations.map((conv) => (conv as { id: string }).id)).toContain(secret.id);
    expect(memberView.messages.filter((m) => m.parentId === root.id)).toHaveLength(2);
    expect(
      view(stores.get('admin') as ChatStore).conversations.map((conv) => (conv as { id: string }).id),
    ).not.toContain(general.id);
  });

  it('task conversations follow their task: moved, its orbit lost and regained, deleted for good', async () => {
    const { owner, member, guest } = w.people;
    const c = chatBase(w);
    const open = await makeOrbit(w, owner.client);
    const hidden = await makeOrbit(w, owner.client, { visibility: 'private' });
    const shared = await makeOrbit(w, owner.client, { visibility: 'private', memberIds: [guest.user.id] });
    const moving = await makeItem(w, owner.client, open.id);
    const doomed = await makeItem(w, owner.client, open.id);
    const guarded = await makeItem(w, owner.client, shared.id);
    await send(w, owner.client, moving.id, 'on the task that moves');
    await send(w, owner.client, doomed.id, 'on the task that goes');
    await send(w, owner.client, guarded.id, 'on the guest’s task');
    const stores = new Map<string, ChatStore>();
    for (const role of ['owner', 'member', 'guest'] as const) {
      stores.set(role, await freshLoad(w.people[role].client, w));
    }
    expect(stores.get('member')?.conversations.has(moving.id)).toBe(true);
    expect(stores.get('guest')?.conversations.has(guarded.id)).toBe(true);

    await owner.client.patch(`${w.base}/items/${moving.id}`, { orbitId: hidden.id });
    await owner.client.delete(`${w.base}/items/${doomed.id}`);
    await owner.client.delete(`${w.base}/items/${doomed.id}/permanent`);
    await owner.client.delete(`${w.base}/orbits/${shared.id}/members/${guest.user.id}`);
    await owner.client.post(`${w.base}/orbits/${hidden.id}/members`, { userId: guest.user.id });
    await send(w, owner.client, moving.id, 'after the move');

    for (const role of ['owner', 'member', 'guest'] as const) {
      const store = stores.get(role) as ChatStore;
      await catchUp(w.people[role].client, w, store);
      const fresh = await freshLoad(w.people[role].client, w);
      expect(view(store), role).toEqual(view(fresh));
    }
    expect(stores.get('member')?.conversations.has(moving.id)).toBe(false);
    expect(stores.get('guest')?.conversations.has(moving.id)).toBe(true);
    expect(stores.get('guest')?.conversations.has(guarded.id)).toBe(false);
    expect(stores.get('owner')?.conversations.has(doomed.id)).toBe(false);
    expect((await owner.client.get(`${c}/conversations/${moving.id}/messages`)).json().messages).toHaveLength(
      2,
    );
  });
});
