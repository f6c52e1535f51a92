import type { AttachmentDto, ConversationDto, ReactionDto, SendMessageResult } from '@orbit/shared';
import { conversationSchema, draftKey, sendMessageResultSchema } from '@orbit/shared';
import type { ApiRequestError } from '../../lib/api/ApiRequestError';
import type { ApiRequest } from '../../lib/api/apiClient';
import { syncDbFor } from '../../lib/syncDb';
import { applyChange } from '../sync/applyChanges';
import { type MessageRow, PENDING_SEQ_BASE } from '../sync/chatStore';
import type { Outbox, OutboxWrite } from '../sync/Outbox';

/** Where chat writes go: the workspace's address and id, the signed-in user. */
export type ChatScope = { org: string; workspaceId: string; meId: string };

export type Settled = (error: ApiRequestError | null, answer?: unknown) => void;

export type NewMessage = {
  conversationId: string;
  body: string;
  parentId?: string | null;
  /** Files uploaded for it (POST …/files), sent by id and shown at once. */
  attachments?: AttachmentDto[];
  /** Told the send's warnings (a mention of someone who cannot see it), or the refusal. */
  onSent?: (result: SendMessageResult | null, error: ApiRequestError | null) => void;
};

export type ChatActions = ReturnType<typeof createChatActions>;

/** The reactions after `userId` adds or takes back `emoji` (an emoji nobody uses any more goes). */
export function toggleReaction(
  reactions: readonly ReactionDto[],
  emoji: string,
  userId: string,
  on: boolean,
): ReactionDto[] {
  const found = reactions.find((r) => r.emoji === emoji);
  if (on) {
    if (found?.userIds.includes(userId)) return [...reactions];
    if (found) return reactions.map((r) => (r === found ? { ...r, userIds: [...r.userIds, userId] } : r));
    return [...reactions, { emoji, userIds: [userId] }];
  }
  return reactions
    .map((r) => (r.emoji === emoji ? { ...r, userIds: r.userIds.filter((id) => id !== userId) } : r))
    .filter((r) => r.userIds.length > 0);
}

/**
 * Every chat write. Messages, edits, reactions, deletes, topics, drafts and scheduled messages go
 * through the outbox (shown at once, sent in order, kept while offline); a new dm and reads that need
 * the server's answer first (the dm may already exist under another id) are plain requests.
 */
export function createChatActions(outbox: Outbox, request: ApiRequest, scope: ChatScope) {
  const base = `/api/orgs/${encodeURIComponent(scope.org)}/chat`;
  const common = { org: scope.org, scope: { workspaceId: scope.workspaceId, meId: scope.meId } };
  const enc = encodeURIComponent;
  const write = (w: Omit<OutboxWrite, 'org' | 'scope'>) => outbox.write({ ...common, ...w });
  const messages = (db: Parameters<OutboxWrite['apply']>[0]) => syncDbFor(db.name).messages;

  const patchMessage =
    (id: string, patch: Partial<MessageRow>) => async (db: Parameters<OutboxWrite['apply']>[0]) => {
      await messages(db).update(id, patch);
    };

  return {
    scope,

    async sendMessage({
      conversationId,
      body,
      parentId = null,
      attachments = [],
      onSent,
    }: NewMessage): Promise<string> {
      const id = crypto.randomUUID();
      const now = new Date().toISOString();
      const message: MessageRow & { seq: number } = {
        id,
        clientId: id,
        workspaceId: scope.workspaceId,
        conversationId,
        conversationSeq: PENDING_SEQ_BASE + Date.now(),
        authorId: scope.meId,
        body,
        parentId,
        replyCount: 0,
        lastReplyAt: null,
        replyUserIds: [],
        reactions: [],
        attachments,
        editedAt: null,
        deletedAt: null,
        createdAt: now,
        seq: 0,
      };
      const touches: OutboxWrite['touches'] = [{ table: 'messages', key: id }];
      if (parentId) touches.push({ table: 'messages', key: parentId });
      await write({
        method: 'POST',
        path: `${base}/conversations/${enc(conversationId)}/messages`,
        body: {
          clientId: id,
          body,
          parentId,
          ...(attachments.length > 0 ? { attachmentIds: attachments.map((a) => a.id) } : {}),
        },
        answer: 'message',
        touches,
        apply: async (db) => {
          const table = messages(db);
          await table.put(message);
          if (!parentId) return;
          const root = await table.get(parentId);
          if (!root) return;
          const repliers = Array.isArray(root.replyUserIds) ? (root.replyUserIds as string[]) : [];
          await table.update(parentId, {
            replyCount: Number(root.replyCount ?? 0) + 1,
            lastReplyAt: now,
            replyUserIds: [scope.meId, ...repliers.filter((u) => u !== scope.meId)].slice(0, 5),
          });
        },
        onSettled: (error, answer) => {
          const parsed = error ? null : sendMessageResultSchema.safeParse(answer);
          onSent?.(parsed?.success ? parsed.data : null, error);
        },
      });
      return id;
    },

    editMessage(id: string, body: string) {
      return write({
        method: 'PATCH',
        path: `${base}/messages/${enc(id)}`,
        body: { body },
        answer: 'message',
        touches: [{ table: 'messages', key: id }],
        apply: patchMessage(id, { body, editedAt: new Date().toISOString() }),
      });
    },

    deleteMessage(id: string) {
      return write({
        method: 'DELETE',
        path: `${base}/messages/${enc(id)}`,
        touches: [{ table: 'messages', key: id }],
        apply: patchMessage(id, { body: '', deletedAt: new Date().toISOString(), reactions: [] }),
      });
    },

    react(message: Pick<MessageRow, 'id' | 'reactions'>, emoji: string, on: boolean) {
      return write({
        method: on ? 'PUT' : 'DELETE',
        path: `${base}/messages/${enc(message.id)}/reactions/${enc(emoji)}`,
        answer: 'message',
        touches: [{ table: 'messages', key: message.id }],
        apply: async (db) => {
          const current = await messages(db).get(message.id);
          const reactions = (current?.reactions as ReactionDto[] | undefined) ?? message.reactions;
          await messages(db).update(message.id, {
            reactions: toggleReaction(reactions, emoji, scope.meId, on),
          });
        },
      });
    },

    createTopic(
      topic: { name: string; description?: string; visibility: 'public' | 'private'; memberIds: string[] },
      onSettled?: Settled,
    ): Promise<string> {
      const id = crypto.randomUUID();
      const now = new Date().toISOString();
      const memberIds = [scope.meId, ...topic.memberIds.filter((m) => m !== scope.meId)];
      const row: ConversationDto = {
        id,
        clientId: id,
        workspaceId: scope.workspaceId,
        kind: 'topic',
        name: topic.name,
        description: topic.description ?? '',
        visibility: topic.visibility,
        itemId: null,
        orbitId: null,
        memberIds,
        createdBy: scope.meId,
        archivedAt: null,
        lastSeq: 0,
        lastMessageAt: null,
        createdAt: now,
        seq: 0,
      };
      return write({
        method: 'POST',
        path: `${base}/topics`,
        body: { clientId: id, ...topic },
        answer: 'conversation',
        touches: [{ table: 'topics', key: id }],
        apply: async (db) => void (await db.topics.put(row)),
        onSettled,
      }).then(() => id);
    },

    updateTopic(
      id: string,
      patch: Partial<Pick<ConversationDto, 'name' | 'description' | 'visibility'>>,
      onSettled?: Settled,
    ) {
      return write({
        method: 'PATCH',
        path: `${base}/topics/${enc(id)}`,
        body: patch,
        answer: 'conversation',
        touches: [{ table: 'topics', key: id }],
        apply: async (db) => void (await db.topics.update(id, patch)),
        onSettled,
      });
    },

    /** Join, archive, restore: the server answers the conversation. */
    topicAction(id: string, action: 'join' | 'archive' | 'unarchive', memberIds?: string[]) {
      const now = new Date().toISOString();
      return write({
        method: 'POST',
        path: `${base}/topics/${enc(id)}/${action}`,
        answer: 'conversation',
        touches: [{ table: 'topics', key: id }],
        apply: async (db) => {
          if (action === 'join' && memberIds) {
            await db.topics.update(id, { memberIds: [...memberIds, scope.meId] });
          } else if (action !== 'join') {
            await db.topics.update(id, { archivedAt: action === 'archive' ? now : null });
          }
        },
      });
    },

    leaveTopic(id: string, memberIds: readonly string[], isPrivate: boolean) {
      return write({
        method: 'POST',
        path: `${base}/topics/${enc(id)}/leave`,
        touches: [{ table: 'topics', key: id }],
        apply: async (db) => {
          // A private topic is no longer seen at all; a public one stays, without me.
          if (isPrivate) await db.topics.delete(id);
          else await db.topics.update(id, { memberIds: memberIds.filter((m) => m !== scope.meId) });
        },
      });
    },

    addMembers(id: string, current: readonly string[], userIds: string[]) {
      return write({
        method: 'POST',
        path: `${base}/topics/${enc(id)}/members`,
        body: { userIds },
        answer: 'conversation',
        touches: [{ table: 'topics', key: id }],
        apply: async (db) => {
          await db.topics.update(id, { memberIds: [...new Set([...current, ...userIds])] });
        },
      });
    },

    removeMember(id: string, current: readonly string[], userId: string) {
      return write({
        method: 'DELETE',
        path: `${base}/topics/${enc(id)}/members/${enc(userId)}`,
        answer: 'conversation',
        touches: [{ table: 'topics', key: id }],
        apply: async (db) => {
          await db.topics.update(id, { memberIds: current.filter((m) => m !== userId) });
        },
      });
    },

    /**
     * The dm with these people: asked of the server (the same people always get the same dm, which
     * may exist under an id this device does not know yet) and applied from its answer.
     */
    async openDm(userIds: string[], db: Parameters<OutboxWrite['apply']>[0]): Promise<ConversationDto> {
      const answer = conversationSchema.parse(
        await request(`${base}/dms`, {
          method: 'POST',
          body: { clientId: crypto.randomUUID(), userIds },
        }),
      );
      await applyChange(db, common.scope, {
        entity: 'conversation',
        op: 'upsert',
        id: answer.id,
        seq: answer.seq,
        data: answer,
      });
      return answer;
    },

    /**
     * Mute or unmute a conversation for me (my read marker's `muted`): its unread count leaves the
     * badges but for mentions of me, and the server raises no notification but those.
     */
    setMuted(conversationId: string, muted: boolean) {
      return write({
        method: 'PUT',
        path: `${base}/conversations/${enc(conversationId)}/mute`,
        body: { muted },
        answer: 'chatRead',
        touches: [{ table: 'chatReads', key: conversationId }],
        apply: async (db) => {
          const reads = syncDbFor(db.name).chatReads;
          const current = await reads.get(conversationId);
          await reads.put({
            lastReadSeq: 0,
            seq: 0,
            ...current,
            conversationId,
            userId: scope.meId,
            workspaceId: scope.workspaceId,
            muted,
          });
        },
      });
    },

    /** The draft of a conversation's composer, or of a thread's (`parentId`: its root); '' clears it. */
    saveDraft(conversationId: string, body: string, parentId: string | null) {
      const now = new Date().toISOString();
      const key = draftKey(conversationId, parentId);
      if (body === '') {
        return write({
          method: 'DELETE',
          path: `${base}/conversations/${enc(conversationId)}/draft${parentId ? `?thread=${enc(parentId)}` : ''}`,
          touches: [{ table: 'draftMessages', key }],
          apply: async (db) => void (await db.draftMessages.delete(key)),
        });
      }
      return write({
        method: 'PUT',
        path: `${base}/conversations/${enc(conversationId)}/draft`,
        body: { body, parentId },
        answer: 'draft',
        touches: [{ table: 'draftMessages', key }],
        apply: async (db) => {
          const current = await db.draftMessages.get(key);
          await db.draftMessages.put({
            seq: 0,
            ...current,
            item_id: key,
            conversationId,
            userId: scope.meId,
            workspaceId: scope.workspaceId,
            body,
            parentId,
            updatedAt: now,
          });
        },
      });
    },

    scheduleMessage(
      message: { conversationId: string; body: string; parentId?: string | null; sendAt: string },
      onSettled?: Settled,
    ) {
      const id = crypto.randomUUID();
      const now = new Date().toISOString();
      return write({
        method: 'POST',
        path: `${base}/scheduled`,
        body: { clientId: id, ...message },
        answer: 'scheduledMessage',
        touches: [{ table: 'scheduledMessages', key: id }],
        apply: async (db) =>
          void (await db.scheduledMessages.put({
            id,
            clientId: id,
            workspaceId: scope.workspaceId,
            authorId: scope.meId,
            sentMessageId: null,
            failure: null,
            createdAt: now,
            seq: 0,
            ...message,
            parentId: message.parentId ?? null,
          })),
        onSettled,
      });
    },

    updateScheduled(id: string, patch: { body?: string; sendAt?: string }) {
      return write({
        method: 'PATCH',
        path: `${base}/scheduled/${enc(id)}`,
        body: patch,
        answer: 'scheduledMessage',
        touches: [{ table: 'scheduledMessages', key: id }],
        apply: async (db) => void (await db.scheduledMessages.update(id, patch)),
      });
    },

    cancelScheduled(id: string) {
      return write({
        method: 'DELETE',
        path: `${base}/scheduled/${enc(id)}`,
        touches: [{ table: 'scheduledMessages', key: id }],
        apply: async (db) => void (await db.scheduledMessages.delete(id)),
      });
    },
  };
}
