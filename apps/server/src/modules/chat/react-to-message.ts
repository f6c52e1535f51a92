import type { MessageDto } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { messageReactions } from '../../db/schema/index.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { assertConversationActive } from './access-conversation.js';
import { accessMessage } from './access-message.js';
import { assertNotDeleted } from './edit-message.js';
import { loadMessage } from './message.presenter.js';
import { stampMessage } from './stamp-message.js';

/** PUT / DELETE /chat/messages/:id/reactions/:emoji: the caller's reaction on or off (idempotent). */
export async function setReaction(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  emoji: string,
  on: boolean,
): Promise<MessageDto> {
  return withChanges(ctx, async (tx, changes) => {
    const { message, conversation } = await accessMessage(tx, actor, id, { lock: true });
    assertConversationActive(conversation);
    assertNotDeleted(message);
    const mine = and(
      eq(messageReactions.messageId, message.id),
      eq(messageReactions.userId, actor.userId),
      eq(messageReactions.emoji, emoji),
    );
    const changed = on
      ? await tx
          .insert(messageReactions)
          .values({ messageId: message.id, userId: actor.userId, emoji })
          .onConflictDoNothing()
          .returning({ emoji: messageReactions.emoji })
      : await tx.delete(messageReactions).where(mine).returning({ emoji: messageReactions.emoji });
    if (changed.length === 0) return loadMessage(tx, message.id);
    return stampMessage(tx, changes, conversation, message.id);
  });
}
