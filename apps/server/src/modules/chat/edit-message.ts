import { type EditMessageBody, type MessageDto, messagePlainText } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { type MessageRow, messages } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { assertConversationActive } from './access-conversation.js';
import { accessMessage } from './access-message.js';
import { checkMentions } from './mentions.js';
import { stampMessage } from './stamp-message.js';

export function assertNotDeleted(message: MessageRow): void {
  if (message.deletedAt) throw new AppError('conflict', 'This message was deleted.');
}

/** PATCH /chat/messages/:id: its author only; not in an archived topic, not once deleted. */
export async function editMessage(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  input: EditMessageBody,
): Promise<MessageDto> {
  return withChanges(ctx, async (tx, changes) => {
    const { message, conversation } = await accessMessage(tx, actor, id, { lock: true });
    if (message.authorId !== actor.userId) {
      throw new AppError('forbidden', 'You can only edit your own messages.');
    }
    assertConversationActive(conversation);
    assertNotDeleted(message);
    const mentions = await checkMentions(tx, actor, conversation, input.body);
    await tx
      .update(messages)
      .set({
        body: input.body,
        bodyText: messagePlainText(input.body),
        mentionKeys: mentions.keys,
        editedAt: new Date(),
      })
      .where(eq(messages.id, message.id));
    return stampMessage(tx, changes, conversation, message.id);
  });
}
