import type { ConversationDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { conversations } from '../../db/schema/index.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { loadConversation } from './conversation.presenter.js';
import { roomOfConversation } from './conversation-room.js';

/**
 * Gives the conversation a new sequence number and logs it to its audience. Lock the row before
 * (the caller's access did, `'update'`), so its `seq` only grows in commit order.
 */
export async function stampConversation(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  id: string,
): Promise<ConversationDto> {
  const seq = await changes.nextSeq(workspaceId);
  await tx.update(conversations).set({ seq }).where(eq(conversations.id, id));
  const dto = await loadConversation(tx, id);
  await changes.record(
    { workspaceId, entity: 'conversation', op: 'upsert', id, room: roomOfConversation(dto), data: dto },
    seq,
  );
  return dto;
}

/** The conversation's current state, logged again in one person's room (they gained it). */
export async function recordConversationFor(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  id: string,
  userId: string,
): Promise<void> {
  const dto = await loadConversation(tx, id);
  // A number of its own (the log holds one change per number); the client files the row under it.
  const seq = await changes.nextSeq(workspaceId);
  const data = { ...dto, seq };
  await changes.record({ workspaceId, entity: 'conversation', op: 'upsert', id, userId, data }, seq);
}
