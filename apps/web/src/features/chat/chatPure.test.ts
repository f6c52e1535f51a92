import type { ConversationDto, MessageDto } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import type { ConversationRow } from '../sync/chatStore';
import type { OutboxEntry } from '../sync/outboxRecords';
import { toggleReaction } from './chatActions';
import { browsableTopics, findDm, listedConversations, matchesQuery } from './conversationList';
import { conversationTitle, participantsOf } from './conversationNames';
import { withSkinTone } from './emoji';
import { filterCandidates, type MentionCandidate, mentionQuery } from './mentionCandidates';
import { buildRows } from './messageRows';
import { pendingMutes } from './pendingMutes';
import { schedulePresets } from './scheduleTimes';
import {
  clearUnread,
  countLiveMessage,
  setServerUnread,
  shownUnread,
  totalShownUnread,
  useUnreadStore,
} from './unreadStore';
import { snippetParts } from './useMessageSearch';

const conversation = (over: Partial<ConversationDto>): ConversationRow => ({
  id: 'c1',
  clientId: null,
  workspaceId: 'w1',
  kind: 'topic',
  name: 'general',
  description: '',
  visibility: 'public',
  itemId: null,
  orbitId: null,
  memberIds: ['me'],
  createdBy: 'me',
  archivedAt: null,
  lastSeq: 0,
  lastMessageAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  seq: 1,
  ...over,
});

const message = (over: Partial<MessageDto>): MessageDto => ({
  id: 'm1',
  clientId: null,
  workspaceId: 'w1',
  conversationId: 'c1',
  conversationSeq: 1,
  authorId: 'ada',
  body: 'hi',
  parentId: null,
  replyCount: 0,
  lastReplyAt: null,
  replyUserIds: [],
  reactions: [],
  attachments: [],
  editedAt: null,
  deletedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  seq: 1,
  ...over,
});

describe('dm participants and titles', () => {
  const people = new Map([
    ['me', { id: 'me', name: 'Me Myself', avatarUrl: null, role: 'member' }],
    ['ada', { id: 'ada', name: 'Ada', avatarUrl: null, role: 'member' }],
    ['bob', { id: 'bob', name: 'Bob', avatarUrl: null, role: 'member' }],
  ]);
  it('names each participant with is_curr_user, the others first, someone gone by a fallback', () => {
    const dm = conversation({ kind: 'dm', name: '', memberIds: ['me', 'ada', 'gone'] });
    expect(participantsOf(dm, people, 'me', 'Someone')).toEqual([
      { id: 'ada', name: 'Ada', is_curr_user: false },
      { id: 'gone', name: 'Someone', is_curr_user: false },
      { id: 'me', name: 'Me Myself', is_curr_user: true },
    ]);
  });
  it('calls a dm by its other people and a topic by its name', () => {
    const dm = conversation({ kind: 'dm', name: '', memberIds: ['me', 'ada', 'bob'] });
    const labels = { task: 'Task', onlyMe: 'Only you' };
    expect(conversationTitle(dm, participantsOf(dm, people, 'me', '?'), labels)).toBe('Ada, Bob');
    expect(conversationTitle(conversation({}), [], labels)).toBe('general');
  });
});

describe('the conversation list', () => {
  const rows = [
    conversation({ id: 't2', name: 'Zeta' }),
    conversation({ id: 't1', name: 'alpha' }),
    conversation({ id: 't3', name: 'Other', memberIds: ['ada'] }),
    conversation({ id: 't4', name: 'Old', archivedAt: '2026-11-02T00:00:00.000Z' }),
    conversation({
      id: 'd1',
      kind: 'dm',
      name: '',
      memberIds: ['me', 'ada'],
      lastMessageAt: '2026-11-03T00:00:00.000Z',
    }),
    conversation({
      id: 'd2',
      kind: 'dm',
      name: '',
      memberIds: ['me', 'ada', 'bob'],
      lastMessageAt: '2026-11-05T00:00:00.000Z',
    }),
  ];
  it('lists my topics by name (archived ones only while open) and dms newest first', () => {
    const { topics, dms } = listedConversations(rows, 'me');
    expect(topics.map((c) => c.id)).toEqual(['t1', 't2']);
    expect(dms.map((c) => c.id)).toEqual(['d2', 'd1']);
    expect(listedConversations(rows, 'me', 't4').topics.map((c) => c.id)).toEqual(['t1', 't4', 't2']);
  });
  it('offers the topics I am not in and the archived ones to browse', () => {
    expect(browsableTopics(rows, 'me').map((c) => c.id)).toEqual(['t4', 't3']);
  });
  it('finds the dm with exactly these people', () => {
    expect(findDm(rows, 'me', ['ada'])?.id).toBe('d1');
    expect(findDm(rows, 'me', ['bob', 'ada'])?.id).toBe('d2');
    expect(findDm(rows, 'me', ['bob'])).toBeUndefined();
  });
  it('matches every typed word, ignoring case and accents', () => {
    expect(matchesQuery('Équipe Launch', 'equipe lau')).toBe(true);
    expect(matchesQuery('Équipe Launch', 'launch x')).toBe(false);
  });
});

describe('message rows', () => {
  it('divides days, groups one author within five minutes, and puts "new" above the first unread', () => {
    const rows = buildRows(
      [
        message({ id: 'a', conversationSeq: 1, createdAt: '2026-11-20T10:00:00.000Z' }),
        message({ id: 'b', conversationSeq: 2, createdAt: '2026-11-20T10:03:00.000Z' }),
        message({ id: 'c', conversationSeq: 3, createdAt: '2026-11-20T10:20:00.000Z' }),
        message({ id: 'd', conversationSeq: 4, createdAt: '2026-11-20T10:21:00.000Z', authorId: 'me' }),
        message({ id: 'e', conversationSeq: 5, createdAt: '2026-11-20T10:22:00.000Z' }),
        message({ id: 'f', conversationSeq: 6, createdAt: '2026-11-22T10:22:00.000Z' }),
      ],
      { lastReadSeq: 3, meId: 'me' },
    );
    expect(
      rows.map((r) => (r.kind === 'message' ? `${r.message.id}${r.grouped ? '+' : ''}` : r.kind)),
    ).toEqual(['day', 'a', 'b+', 'c', 'd', 'new', 'e', 'day', 'f']);
  });
  it('shows no "new" line for my own messages or pending ones', () => {
    const rows = buildRows(
      [
        message({ id: '0b6c8f5e-2d5f', conversationSeq: 9, authorId: 'ada' }),
        message({ id: 'x', conversationSeq: 8, authorId: 'me' }),
      ],
      { lastReadSeq: 1, meId: 'me' },
    );
    expect(rows.some((r) => r.kind === 'new')).toBe(false);
  });
});

describe('mentions', () => {
  it('reads the query after @ or # at the start of a word', () => {
    expect(mentionQuery('hello @ad')).toEqual({ trigger: '@', query: 'ad' });
    expect(mentionQuery('#gen')).toEqual({ trigger: '#', query: 'gen' });
    expect(mentionQuery('mail me@ada')).toBeNull();
    expect(mentionQuery('@ada love')).toEqual({ trigger: '@', query: 'ada love' });
    expect(mentionQuery('@ada  two spaces')).toBeNull();
  });
  it('offers topics after # and the rest after @, names starting with the query first', () => {
    const all: MentionCandidate[] = [
      { kind: 'user', id: 'u1', label: 'Ada Lovelace' },
      { kind: 'user', id: 'u2', label: 'Grace Adams' },
      { kind: 'everyone', id: 'everyone', label: 'everyone' },
      { kind: 'here', id: 'here', label: 'here' },
      { kind: 'topic', id: 't1', label: 'adoption' },
      { kind: 'orbit', id: 'o1', label: 'Admin work' },
    ];
    expect(filterCandidates(all, '@', 'ad').map((c) => c.id)).toEqual(['u1', 'o1', 'u2']);
    expect(filterCandidates(all, '#', '').map((c) => c.id)).toEqual(['t1']);
    expect(filterCandidates(all, '@', 'ev').map((c) => c.id)).toEqual(['everyone']);
  });
});

describe('emoji and reactions', () => {
  it('puts the saved skin tone after the base, replacing a variation selector', () => {
    expect(withSkinTone('👍', 0)).toBe('👍');
    expect(withSkinTone('👍', 3)).toBe('👍🏽');
    expect(withSkinTone('✌️', 5)).toBe('✌🏿');
  });
  it('adds and takes back my reaction, dropping an emoji nobody uses', () => {
    const once = toggleReaction([], '🎉', 'me', true);
    expect(once).toEqual([{ emoji: '🎉', userIds: ['me'] }]);
    const twice = toggleReaction(once, '🎉', 'ada', true);
    expect(twice).toEqual([{ emoji: '🎉', userIds: ['me', 'ada'] }]);
    expect(toggleReaction(twice, '🎉', 'me', true)).toEqual(twice);
    expect(toggleReaction(once, '🎉', 'me', false)).toEqual([]);
  });
});

describe('send later', () => {
  it('offers in an hour, tomorrow at 9:00 and next Monday at 9:00', () => {
    const now = new Date(2026, 10, 25, 15, 30); // a Wednesday
    const [hour, tomorrow, monday] = schedulePresets(now);
    expect(hour?.at.getHours()).toBe(16);
    expect(tomorrow?.at).toEqual(new Date(2026, 10, 26, 9, 0));
    expect(monday?.at).toEqual(new Date(2026, 10, 30, 9, 0));
  });
});

describe('search snippets', () => {
  it('marks the words the server wrapped in «»', () => {
    expect(snippetParts('the «budget» and «forecast».')).toEqual([
      { text: 'the ', match: false },
      { text: 'budget', match: true },
      { text: ' and ', match: false },
      { text: 'forecast', match: true },
      { text: '.', match: false },
    ]);
  });
});

describe('live unread counts', () => {
  it('counts a fresh message of someone else once, with mentions of me, and nothing of mine', () => {
    setServerUnread([]);
    const now = Date.parse('2026-11-20T10:00:30.000Z');
    const mention = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'mention', attrs: { kind: 'user', id: 'me', label: 'Me' } }] },
      ],
    });
    countLiveMessage(message({ id: 'a' }), 'me', now);
    countLiveMessage(message({ id: 'a' }), 'me', now);
    countLiveMessage(message({ id: 'b', body: mention }), 'me', now);
    countLiveMessage(message({ id: 'c', authorId: 'me' }), 'me', now);
    countLiveMessage(message({ id: 'd', editedAt: '2026-11-20T10:00:10.000Z' }), 'me', now);
    countLiveMessage(message({ id: 'e', createdAt: '2026-11-19T10:00:00.000Z' }), 'me', now);
    expect(useUnreadStore.getState().byConversation.c1).toEqual({ count: 2, mentions: 1 });
    clearUnread(['c1']);
    expect(useUnreadStore.getState().byConversation.c1).toBeUndefined();
  });
});

describe('muted conversations in the badges (Slack: muted = no badge but mentions)', () => {
  it('shows everything unread when not muted, only mentions of me when muted, nothing for zero', () => {
    expect(shownUnread({ count: 3, mentions: 1 }, false)).toEqual({ count: 3, mentions: 1 });
    expect(shownUnread({ count: 3, mentions: 1 }, true)).toEqual({ count: 1, mentions: 1 });
    expect(shownUnread({ count: 3, mentions: 0 }, true)).toBeUndefined();
    expect(shownUnread({ count: 0, mentions: 0 }, false)).toBeUndefined();
    expect(shownUnread(undefined, false)).toBeUndefined();
  });

  it('the Chat link counts muted conversations by their mentions only', () => {
    const byConversation = {
      a: { count: 4, mentions: 0 },
      b: { count: 5, mentions: 2 },
      c: { count: 7, mentions: 0 },
    };
    expect(totalShownUnread(byConversation, new Set())).toBe(16);
    expect(totalShownUnread(byConversation, new Set(['b', 'c']))).toBe(6);
  });

  it('a row the server says I muted counts by its mentions too, and keeps its count for later', () => {
    setServerUnread([
      { conversationId: 'q', lastReadSeq: 0, unread: 5, mentions: 1, muted: true },
      { conversationId: 'r', lastReadSeq: 0, unread: 2, mentions: 0, muted: false },
    ]);
    const { byConversation } = useUnreadStore.getState();
    expect(byConversation.q).toEqual({ count: 5, mentions: 1, muted: true });
    expect(shownUnread(byConversation.q, false)).toEqual({ count: 1, mentions: 1 });
    expect(totalShownUnread(byConversation, new Set())).toBe(3);
  });

  it('a mute not sent yet wins over the stored marker, the last one per conversation', () => {
    const entry = (seq: number, workspaceId: string, path: string, muted: boolean): OutboxEntry => ({
      seq,
      id: `w${seq}`,
      org: 'acme',
      scope: { workspaceId, meId: 'me' },
      method: 'PUT',
      path,
      orgRelative: true,
      body: { muted },
      snapshots: [],
      effects: [{ table: 'chatReads', key: path.split('/')[3] ?? '', after: { muted } }],
      state: 'ready',
      tabId: '',
      attempts: 0,
      retryAt: 0,
      createdAt: 0,
    });
    const queue = [
      entry(1, 'w1', '/chat/conversations/a/mute', false),
      entry(2, 'w1', '/chat/conversations/a/mute', true),
      entry(3, 'w1', '/chat/conversations/b/mute', false),
      entry(4, 'w2', '/chat/conversations/c/mute', true),
      { ...entry(5, 'w1', '/chat/conversations/d/read', true), method: 'POST' as const },
    ];
    expect(pendingMutes(queue, 'w1')).toEqual(
      new Map([
        ['a', true],
        ['b', false],
      ]),
    );
  });
});
