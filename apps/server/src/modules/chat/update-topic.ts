import type { ConversationDto, UpdateTopicBody } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { conversations } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Actor } from '../sync/actor.js';
import { refreshConversationRoom } from '../sync/conversation-rooms.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessConversation, assertConversationActive } from './access-conversation.js';
import { recordConversationAccess } from './conversation-access.js';
import { conversationAudience } from './conversation-visibility.js';
import { topicNameUsed } from './create-topic.js';
import { stampConversation } from './stamp-conversation.js';
import { assertCanManageTopic, assertTopic, topicNameTaken } from './topic-policy.js';

/** PATCH /chat/topics/:id: name, description, visibility (its creator or an owner/admin). */
export async function updateTopic(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  input: UpdateTopicBody,
): Promise<ConversationDto> {
  try {
    return await withChanges(ctx, async (tx, changes) => {
      const topic = await accessConversation(tx, actor, id, 'update');
      assertTopic(topic);
      assertCanManageTopic(actor, topic);
      assertConversationActive(topic);
      if (input.name !== undefined && (await topicNameUsed(tx, actor.workspaceId, input.name, topic.id))) {
        throw topicNameTaken();
      }
      const { viewers } = await conversationAudience(tx, topic.id);
      await tx
        .update(conversations)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.visibility !== undefined ? { visibility: input.visibility } : {}),
        })
        .where(eq(conversations.id, topic.id));
      const dto = await stampConversation(tx, changes, actor.workspaceId, topic.id);
      if (input.visibility !== undefined && input.visibility !== topic.visibility) {
        await recordConversationAccess(tx, changes, actor.workspaceId, topic.id, viewers);
        changes.afterCommit(() => refreshConversationRoom(ctx.db, ctx.io, topic.id));
      }
      return dto;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'conversations_topic_name_key')) throw topicNameTaken();
    throw error;
  }
}
