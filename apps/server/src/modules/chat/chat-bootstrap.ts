import { and, asc, eq, isNull } from 'drizzle-orm';
import { conversations, messageDrafts, scheduledMessages } from '../../db/schema/index.js';
import type { BootstrapReader, BootstrapScope } from '../sync/bootstrap-scope.js';
import { loadChatReads } from './chat-reads.js';
import { loadConversations } from './conversation.presenter.js';
import { conversationVisibleTo } from './conversation-visibility.js';
import { presentDraft } from './drafts.js';
import { presentScheduled } from './scheduled.presenter.js';

/** The conversations the actor sees (topics, dms, and the tasks' that exist), read once per bootstrap. */
const visibleConversationIds = ({ tx, actor, once }: BootstrapScope): Promise<string[]> =>
  once('conversationIds', async () => {
    const rows = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.workspaceId, actor.workspaceId),
          conversationVisibleTo(actor.userId, actor.role),
        ),
      )
      .orderBy(asc(conversations.id));
    return rows.map((row) => row.id);
  });

/** Chat's conversations in the bootstrap. Never messages: those load per conversation. */
export const bootstrapConversations: BootstrapReader<'conversations'> = async (scope) =>
  loadConversations(scope.tx, await visibleConversationIds(scope));

/** The actor's read markers, of conversations they see. */
export const bootstrapChatReads: BootstrapReader<'chatReads'> = async (scope) => {
  const seen = new Set(await visibleConversationIds(scope));
  return (await loadChatReads(scope.tx, scope.actor)).filter((read) => seen.has(read.conversationId));
};

/** The actor's drafts, of conversations they see. */
export const bootstrapDrafts: BootstrapReader<'drafts'> = async (scope) => {
  const { tx, actor } = scope;
  const seen = new Set(await visibleConversationIds(scope));
  const rows = await tx
    .select()
    .from(messageDrafts)
    .where(and(eq(messageDrafts.workspaceId, actor.workspaceId), eq(messageDrafts.userId, actor.userId)));
  return rows.filter((row) => seen.has(row.conversationId)).map(presentDraft);
};

/** The actor's unsent scheduled messages (failed ones included, with `failure`). */
export const bootstrapScheduledMessages: BootstrapReader<'scheduledMessages'> = async ({ tx, actor }) => {
  const rows = await tx
    .select()
    .from(scheduledMessages)
    .where(
      and(
        eq(scheduledMessages.workspaceId, actor.workspaceId),
        eq(scheduledMessages.authorId, actor.userId),
        isNull(scheduledMessages.sentMessageId),
      ),
    )
    .orderBy(asc(scheduledMessages.sendAt), asc(scheduledMessages.id));
  return rows.map(presentScheduled);
};
