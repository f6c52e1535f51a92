import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { memberships, scheduledMessages } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { stampScheduled } from './scheduled-messages.js';
import { storeMessage } from './send-message.js';

export type Delivery = 'sent' | 'failed' | 'skipped';

/**
 * Sends one scheduled message if it is due and still waiting: through the ordinary send transaction
 * (its clientId makes a second delivery answer the first one's message), as its author with the role
 * they have now. A send the author may no longer make (access lost, topic archived) is kept with its
 * `failure` for them to see, edit or cancel.
 */
export async function deliverScheduled(ctx: SyncContext, id: string, now = new Date()): Promise<Delivery> {
  return withChanges(ctx, async (tx, changes) => {
    const [row] = await tx.select().from(scheduledMessages).where(eq(scheduledMessages.id, id)).for('update');
    if (!row || row.sentMessageId || row.failure || row.sendAt > now) return 'skipped';
    const [membership] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.workspaceId, row.workspaceId), eq(memberships.userId, row.authorId)));
    let failure: string | null = membership ? null : 'You are no longer in this workspace.';
    let sentMessageId: string | null = null;
    if (membership) {
      const actor: Actor = { userId: row.authorId, workspaceId: row.workspaceId, role: membership.role };
      try {
        const stored = await storeMessage(tx, changes, actor, row.conversationId, {
          clientId: row.clientId ?? randomUUID(),
          body: row.body,
          parentId: row.parentId,
        });
        sentMessageId = stored.message.id;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        failure = error.message;
      }
    }
    await tx
      .update(scheduledMessages)
      .set({ sentMessageId, failure })
      .where(eq(scheduledMessages.id, row.id));
    await stampScheduled(tx, changes, row);
    return sentMessageId ? 'sent' : 'failed';
  });
}

/** Every scheduled message due by `now` and still waiting, delivered oldest first. */
export async function deliverDueScheduled(ctx: SyncContext, now = new Date()): Promise<number> {
  const due = await ctx.db
    .select({ id: scheduledMessages.id })
    .from(scheduledMessages)
    .where(
      and(
        isNull(scheduledMessages.sentMessageId),
        isNull(scheduledMessages.failure),
        lte(scheduledMessages.sendAt, now),
      ),
    )
    .orderBy(asc(scheduledMessages.sendAt))
    .limit(500);
  let sent = 0;
  for (const { id } of due) {
    try {
      if ((await deliverScheduled(ctx, id, now)) === 'sent') sent += 1;
    } catch (error) {
      ctx.logger.error({ err: error, scheduledId: id }, 'scheduled message not delivered');
    }
  }
  return sent;
}
