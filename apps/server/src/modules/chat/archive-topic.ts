import type { ConversationDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { conversations } from '../../db/schema/index.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessConversation } from './access-conversation.js';
import { loadConversation } from './conversation.presenter.js';
import { stampConversation } from './stamp-conversation.js';
import { assertCanManageTopic, assertTopic } from './topic-policy.js';

/**
 * POST /topics/:id/archive and /unarchive (its creator or an owner/admin): an archived topic stays
 * readable and takes no new message, edit or reaction. Archiving it again changes nothing.
 */
export function setTopicArchived(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  archived: boolean,
): Promise<ConversationDto> {
  return withChanges(ctx, async (tx, changes) => {
    const topic = await accessConversation(tx, actor, id, 'update');
    assertTopic(topic);
    assertCanManageTopic(actor, topic);
    if (Boolean(topic.archivedAt) === archived) return loadConversation(tx, topic.id);
    await tx
      .update(conversations)
      .set({ archivedAt: archived ? new Date() : null })
      .where(eq(conversations.id, topic.id));
    return stampConversation(tx, changes, actor.workspaceId, topic.id);
  });
}
