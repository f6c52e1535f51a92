import { type DraftDto, draftKey, type SaveDraftBody } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { messageDrafts } from '../../db/schema/index.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessConversationToWrite } from './access-conversation.js';

type DraftRow = typeof messageDrafts.$inferSelect;

export const presentDraft = (row: DraftRow): DraftDto => ({
  conversationId: row.conversationId,
  userId: row.userId,
  body: row.body,
  parentId: row.parentId,
  updatedAt: row.updatedAt.toISOString(),
  seq: row.seq,
});

/**
 * PUT /chat/conversations/:id/draft: the caller's draft there (`parentId`: in that thread's composer),
 * synced to their other devices. One per person, conversation and thread.
 */
export function saveDraft(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  input: SaveDraftBody,
): Promise<DraftDto> {
  return withChanges(ctx, async (tx, changes) => {
    const conversation = await accessConversationToWrite(tx, changes, actor, id, 'key share');
    const seq = await changes.nextSeq(actor.workspaceId);
    const parentId = input.parentId ?? null;
    const values = { body: input.body, parentId, updatedAt: new Date(), seq };
    const [row] = await tx
      .insert(messageDrafts)
      .values({
        conversationId: conversation.id,
        userId: actor.userId,
        workspaceId: actor.workspaceId,
        threadId: parentId ?? '',
        ...values,
      })
      .onConflictDoUpdate({
        target: [messageDrafts.conversationId, messageDrafts.userId, messageDrafts.threadId],
        set: values,
      })
      .returning();
    if (!row) throw new Error('saveDraft: nothing written');
    const dto = presentDraft(row);
    await changes.record(
      {
        workspaceId: actor.workspaceId,
        entity: 'draft',
        op: 'upsert',
        id: draftKey(conversation.id, parentId),
        userId: actor.userId,
        data: dto,
      },
      seq,
    );
    return dto;
  });
}

/**
 * DELETE /chat/conversations/:id/draft (sent, or cleared; `thread`: that thread's): a `draft` delete
 * to the caller's room.
 */
export async function deleteDraft(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  thread?: string,
): Promise<void> {
  await withChanges(ctx, async (tx, changes) => {
    const conversation = await accessConversationToWrite(tx, changes, actor, id, 'key share');
    const removed = await tx
      .delete(messageDrafts)
      .where(
        and(
          eq(messageDrafts.conversationId, conversation.id),
          eq(messageDrafts.userId, actor.userId),
          eq(messageDrafts.threadId, thread ?? ''),
        ),
      )
      .returning({ id: messageDrafts.conversationId });
    if (removed.length === 0) return;
    await changes.record({
      workspaceId: actor.workspaceId,
      entity: 'draft',
      op: 'delete',
      id: draftKey(conversation.id, thread),
      userId: actor.userId,
      data: null,
    });
  });
}
