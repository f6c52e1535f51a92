import type { MessageDto } from '@orbit/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import type { ApiRequest } from '../../lib/api/apiClient';
import { LocalDb } from '../../lib/localDb';
import { SyncDb, syncDbFor } from '../../lib/syncDb';
import { applyChange } from '../sync/applyChanges';
import { PENDING_SEQ_BASE, readMessages } from '../sync/chatStore';
import { Outbox } from '../sync/Outbox';
import type { TabLocks } from '../sync/tabLocks';
import { createChatActions } from './chatActions';

let db: LocalDb;
let queue: SyncDb;
beforeEach(async () => {
  db = new LocalDb(`chat-${crypto.randomUUID()}`);
  queue = new SyncDb(`queue-${crypto.randomUUID()}`);
  await db.open();
});

const locks: TabLocks = { tabId: 'tab', exclusive: (send) => send(), isAlive: async () => false };

function setup(request: ReturnType<typeof vi.fn>, online = true) {
  const outbox = new Outbox({
    userId: 'me',
    db,
    store: queue,
    request: request as unknown as ApiRequest,
    isOnline: () => online,
    retryDelay: () => 60_000,
    locks,
  });
  return createChatActions(outbox, request as unknown as ApiRequest, {
    org: 'acme',
    workspaceId: 'w1',
    meId: 'me',
  });
}

const stored = (over: Partial<MessageDto>): MessageDto => ({
  id: 'srv1',
  clientId: null,
  workspaceId: 'w1',
  conversationId: 'c1',
  conversationSeq: 7,
  authorId: 'me',
  body: 'hello',
  parentId: null,
  replyCount: 0,
  lastReplyAt: null,
  replyUserIds: [],
  reactions: [],
  attachments: [],
  editedAt: null,
  deletedAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  seq: 40,
  ...over,
});

describe('sending a message through the outbox', () => {
  it('shows it at once as pending in orbit-sync, then the server copy replaces it (warnings told)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const request = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const actions = setup(request);
    const onSent = vi.fn();
    const id = await actions.sendMessage({ conversationId: 'c1', body: 'hello', onSent });
    const messages = syncDbFor(db.name).messages;
    const pending = await messages.get(id);
    expect(pending).toMatchObject({ id, clientId: id, body: 'hello', authorId: 'me' });
    expect(Number(pending?.conversationSeq)).toBeGreaterThan(PENDING_SEQ_BASE);
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request.mock.calls[0]).toEqual([
      '/api/orgs/acme/chat/conversations/c1/messages',
      { method: 'POST', body: { clientId: id, body: 'hello', parentId: null } },
    ]);
    const warning = {
      code: 'mention_cannot_see',
      userId: 'bob',
      message: 'Bob cannot see this conversation.',
    };
    answer({ message: stored({ clientId: id }), warnings: [warning] });
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(onSent.mock.calls[0]?.[0]?.warnings).toEqual([warning]);
    expect(await messages.get(id)).toBeUndefined();
    expect(await messages.get('srv1')).toMatchObject({ conversationSeq: 7, clientId: id });
  });

  it('shows a sent message once when its live change comes before the answer, at every moment', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const request = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const actions = setup(request);
    const id = await actions.sendMessage({ conversationId: 'c1', body: 'hello' });
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const store = syncDbFor(db.name);
    // A reader polling while the live change is applied never sees the pending row and its copy.
    const seen: number[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) seen.push((await readMessages(store, ['c1'])).length);
    })();
    const scope = { org: 'acme', workspaceId: 'w1', meId: 'me' };
    await applyChange(db, scope, {
      entity: 'message',
      op: 'upsert',
      id: 'srv1',
      seq: 40,
      data: stored({ clientId: id }),
    });
    answer({ message: stored({ clientId: id }), warnings: [] });
    await vi.waitFor(async () => expect(await queue.outbox.count()).toBe(0));
    reading = false;
    await reader;
    expect(seen.every((n) => n === 1)).toBe(true);
    expect((await readMessages(store, ['c1'])).map((m) => m.id)).toEqual(['srv1']);
  });

  it('lists a pending message stored beside its server copy once, as the server copy', async () => {
    const store = syncDbFor(db.name);
    await store.messages.put({
      ...stored({ id: 'tmp-1', clientId: 'tmp-1', conversationSeq: PENDING_SEQ_BASE }),
    });
    await store.messages.put(stored({ clientId: 'tmp-1' }));
    expect((await readMessages(store, ['c1'])).map((m) => m.id)).toEqual(['srv1']);
  });

  it('takes the pending message away when the server refuses it for good, and lists the failure', async () => {
    const request = vi.fn(async () => {
      throw new ApiRequestError(400, {
        code: 'validation_failed',
        message: 'Write a message.',
        fields: { body: 'x' },
      });
    });
    const actions = setup(request);
    const onSent = vi.fn();
    const id = await actions.sendMessage({ conversationId: 'c1', body: 'x', onSent });
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(onSent.mock.calls[0]?.[1]).toBeInstanceOf(ApiRequestError);
    expect(await syncDbFor(db.name).messages.get(id)).toBeUndefined();
    expect(await queue.failedWrites.count()).toBe(1);
  });

  it('reacts optimistically on the stored message', async () => {
    const request = vi.fn(async () => stored({ reactions: [{ emoji: '🎉', userIds: ['me'] }], seq: 41 }));
    const actions = setup(request, false);
    await syncDbFor(db.name).messages.put(stored({}));
    await actions.react(stored({}), '🎉', true);
    expect((await syncDbFor(db.name).messages.get('srv1'))?.reactions).toEqual([
      { emoji: '🎉', userIds: ['me'] },
    ]);
    expect(request).not.toHaveBeenCalled();
  });
});

describe('drafts of a conversation and of its threads', () => {
  it('keeps a thread’s draft under its own key beside the conversation’s, and clears it alone', async () => {
    const request = vi.fn(async () => ({}));
    const actions = setup(request, false);
    await actions.saveDraft('c1', 'main words', null);
    await actions.saveDraft('c1', 'reply words', 'root1');
    expect(await db.draftMessages.get('c1')).toMatchObject({ body: 'main words', parentId: null });
    expect(await db.draftMessages.get('c1_root1')).toMatchObject({
      body: 'reply words',
      parentId: 'root1',
      conversationId: 'c1',
    });
    await actions.saveDraft('c1', '', 'root1');
    expect(await db.draftMessages.get('c1_root1')).toBeUndefined();
    expect(await db.draftMessages.get('c1')).toMatchObject({ body: 'main words' });
    const queued = await queue.outbox.toArray();
    expect(queued.map((w) => [w.method, w.path])).toEqual([
      ['PUT', '/chat/conversations/c1/draft'],
      ['PUT', '/chat/conversations/c1/draft'],
      ['DELETE', '/chat/conversations/c1/draft?thread=root1'],
    ]);
  });

  it('a synced thread draft lands under its key; losing the conversation drops every draft of it', async () => {
    const scope = { org: 'acme', workspaceId: 'w1', meId: 'me' };
    const draft = (parentId: string | null, seq: number) => ({
      conversationId: 'c1',
      userId: 'me',
      body: parentId ? 'reply' : 'main',
      parentId,
      updatedAt: '2026-11-24T10:00:00.000Z',
      seq,
    });
    await applyChange(db, scope, { entity: 'draft', op: 'upsert', id: 'c1', seq: 5, data: draft(null, 5) });
    await applyChange(db, scope, {
      entity: 'draft',
      op: 'upsert',
      id: 'c1_root1',
      seq: 6,
      data: draft('root1', 6),
    });
    expect((await db.draftMessages.toArray()).map((row) => row.item_id).sort()).toEqual(['c1', 'c1_root1']);
    await applyChange(db, scope, { entity: 'conversation', op: 'delete', id: 'c1', seq: 7, data: null });
    expect(await db.draftMessages.count()).toBe(0);
  });
});
