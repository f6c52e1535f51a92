import { draftKey, parseDraftKey, type SyncEntityDto } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { chatReads, messageDrafts, scheduledMessages } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import { accessConversation } from './access-conversation.js';
import { accessMessage } from './access-message.js';
import { presentChatRead } from './chat-reads.js';
import { loadConversation } from './conversation.presenter.js';
import { presentDraft } from './drafts.js';
import { loadMessage } from './message.presenter.js';
import { presentScheduled } from './scheduled.presenter.js';

type Loader = (db: Database, actor: Actor, id: string) => Promise<SyncEntityDto>;

// Chat's rows for GET /sync/entity/:entity/:id: as the actor may see them now, 404 otherwise.

export const chatEntityLoaders: Record<
  'conversation' | 'message' | 'chatRead' | 'draft' | 'scheduledMessage',
  Loader
> = {
  async conversation(db, actor, id) {
    const data = await loadConversation(db, (await accessConversation(db, actor, id)).id);
    return { entity: 'conversation', id: data.id, seq: data.seq, data };
  },
  async message(db, actor, id) {
    const data = await loadMessage(db, (await accessMessage(db, actor, id)).message.id);
    return { entity: 'message', id: data.id, seq: data.seq, data };
  },
  async chatRead(db, actor, id) {
    const conversation = await accessConversation(db, actor, id);
    const [row] = await db
      .select()
      .from(chatReads)
      .where(and(eq(chatReads.conversationId, conversation.id), eq(chatReads.userId, actor.userId)));
    if (!row) throw notFound('Read marker not found.');
    return { entity: 'chatRead', id: conversation.id, seq: row.seq, data: presentChatRead(row) };
  },
  async draft(db, actor, id) {
    // A thread's draft is named `conversationId_rootId` (draftKey).
    const { conversationId, threadId } = parseDraftKey(id);
    const conversation = await accessConversation(db, actor, conversationId);
    const [row] = await db
      .select()
      .from(messageDrafts)
      .where(
        and(
          eq(messageDrafts.conversationId, conversation.id),
          eq(messageDrafts.userId, actor.userId),
          eq(messageDrafts.threadId, threadId),
        ),
      );
    if (!row) throw notFound('Draft not found.');
    const key = draftKey(conversation.id, row.parentId);
    return { entity: 'draft', id: key, seq: row.seq, data: presentDraft(row) };
  },
  async scheduledMessage(db, actor, id) {
    const [row] = await db
      .select()
      .from(scheduledMessages)
      .where(
        and(
          eq(scheduledMessages.workspaceId, actor.workspaceId),
          eq(scheduledMessages.authorId, actor.userId),
          idMatch(scheduledMessages, id),
        ),
      );
    if (!row) throw notFound('Scheduled message not found.');
    const data = presentScheduled(row);
    return { entity: 'scheduledMessage', id: data.id, seq: data.seq, data };
  },
};
