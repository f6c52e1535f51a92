import type { MessageDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { type ConversationRow, messages } from '../../db/schema/index.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { conversationOrbitId } from './conversation-orbit.js';
import { roomOfConversation } from './conversation-room.js';
import { loadMessage } from './message.presenter.js';

/**
 * Gives the message a new sequence number and logs it to its conversation's audience. The message
 * is locked first, so its `seq` only grows in commit order.
 */
export async function stampMessage(
  tx: Tx,
  changes: ChangeRecorder,
  conversation: ConversationRow,
  id: string,
): Promise<MessageDto> {
  await tx.select({ id: messages.id }).from(messages).where(eq(messages.id, id)).for('update');
  const seq = await changes.nextSeq(conversation.workspaceId);
  await tx.update(messages).set({ seq }).where(eq(messages.id, id));
  const dto = await loadMessage(tx, id);
  const orbitId = await conversationOrbitId(tx, conversation);
  await changes.record(
    {
      workspaceId: conversation.workspaceId,
      entity: 'message',
      op: 'upsert',
      id,
      room: roomOfConversation({ id: conversation.id, kind: conversation.kind, orbitId }),
      data: dto,
    },
    seq,
  );
  return dto;
}
