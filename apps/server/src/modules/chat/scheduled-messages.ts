import type { CreateScheduledBody, ScheduledMessageDto, UpdateScheduledBody } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { type ScheduledMessageRow, scheduledMessages } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Created } from '../orbits/create-orbit.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import { newId } from '../sync/new-id.js';
import type { Tx } from '../sync/tx.js';
import { type ChangeRecorder, type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessConversationToWrite, assertConversationActive } from './access-conversation.js';
import { checkMentions } from './mentions.js';
import { presentScheduled } from './scheduled.presenter.js';
import { queueDelivery } from './scheduled-queue.js';

const inThePast = () =>
  new AppError('validation_failed', 'Pick a time in the future.', { sendAt: 'Pick a time in the future.' });

function futureDate(iso: string): Date {
  const at = new Date(iso);
  if (at.getTime() <= Date.now()) throw inThePast();
  return at;
}

/** The author's scheduled message, locked; anyone else's answers 404 (they are private). */
async function accessScheduled(tx: Tx, actor: Actor, id: string): Promise<ScheduledMessageRow> {
  const [row] = await tx
    .select()
    .from(scheduledMessages)
    .where(
      and(
        eq(scheduledMessages.workspaceId, actor.workspaceId),
        eq(scheduledMessages.authorId, actor.userId),
        idMatch(scheduledMessages, id),
      ),
    )
    .for('update');
  if (!row) throw notFound('Scheduled message not found.');
  return row;
}

/** Stamps the row and logs it to its author's room. */
export async function stampScheduled(
  tx: Tx,
  changes: ChangeRecorder,
  row: ScheduledMessageRow,
): Promise<ScheduledMessageDto> {
  const seq = await changes.nextSeq(row.workspaceId);
  const [stamped] = await tx
    .update(scheduledMessages)
    .set({ seq })
    .where(eq(scheduledMessages.id, row.id))
    .returning();
  if (!stamped) throw new Error(`stampScheduled: no row ${row.id}`);
  const dto = presentScheduled(stamped);
  await changes.record(
    {
      workspaceId: row.workspaceId,
      entity: 'scheduledMessage',
      op: 'upsert',
      id: row.id,
      userId: row.authorId,
      data: dto,
    },
    seq,
  );
  return dto;
}

/** POST /chat/scheduled: 201, or 200 with the one a previous try with this clientId made. */
export async function createScheduled(
  ctx: SyncContext,
  actor: Actor,
  input: CreateScheduledBody,
): Promise<Created<ScheduledMessageDto>> {
  const again = async (): Promise<Created<ScheduledMessageDto>> => {
    const [row] = await ctx.db
      .select()
      .from(scheduledMessages)
      .where(
        and(
          eq(scheduledMessages.workspaceId, actor.workspaceId),
          eq(scheduledMessages.authorId, actor.userId),
          eq(scheduledMessages.clientId, input.clientId),
        ),
      );
    if (!row) throw notFound('Scheduled message not found.');
    return { value: presentScheduled(row), created: false };
  };
  const [existing] = await ctx.db
    .select({ id: scheduledMessages.id })
    .from(scheduledMessages)
    .where(
      and(
        eq(scheduledMessages.workspaceId, actor.workspaceId),
        eq(scheduledMessages.clientId, input.clientId),
      ),
    );
  if (existing) return again();
  const sendAt = futureDate(input.sendAt);
  try {
    const value = await withChanges(ctx, async (tx, changes) => {
      const conversation = await accessConversationToWrite(
        tx,
        changes,
        actor,
        input.conversationId,
        'key share',
      );
      assertConversationActive(conversation);
      await checkMentions(tx, actor, conversation, input.body);
      const [row] = await tx
        .insert(scheduledMessages)
        .values({
          id: newId(),
          clientId: input.clientId,
          workspaceId: actor.workspaceId,
          conversationId: conversation.id,
          authorId: actor.userId,
          body: input.body,
          parentId: input.parentId ?? null,
          sendAt,
        })
        .returning();
      if (!row) throw new Error('createScheduled: nothing written');
      const dto = await stampScheduled(tx, changes, row);
      changes.afterCommit(() => queueDelivery(row.id, sendAt, ctx.logger));
      return dto;
    });
    return { value, created: true };
  } catch (error) {
    if (isUniqueViolation(error, 'scheduled_messages_workspace_id_client_id_key')) return again();
    throw error;
  }
}

const alreadySent = () => new AppError('conflict', 'This message was already sent.');

/** PATCH /chat/scheduled/:id: its body or time, until it is sent (a failed one may be tried again). */
export function updateScheduled(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  input: UpdateScheduledBody,
): Promise<ScheduledMessageDto> {
  return withChanges(ctx, async (tx, changes) => {
    const row = await accessScheduled(tx, actor, id);
    if (row.sentMessageId) throw alreadySent();
    const sendAt = input.sendAt !== undefined ? futureDate(input.sendAt) : row.sendAt;
    if (input.body !== undefined) {
      const conversation = await accessConversationToWrite(
        tx,
        changes,
        actor,
        row.conversationId,
        'key share',
      );
      await checkMentions(tx, actor, conversation, input.body);
    }
    await tx
      .update(scheduledMessages)
      .set({ body: input.body ?? row.body, sendAt, failure: null })
      .where(eq(scheduledMessages.id, row.id));
    const dto = await stampScheduled(tx, changes, row);
    changes.afterCommit(() => queueDelivery(row.id, sendAt, ctx.logger));
    return dto;
  });
}

/** DELETE /chat/scheduled/:id: cancelled before it went out. */
export async function cancelScheduled(ctx: SyncContext, actor: Actor, id: string): Promise<void> {
  await withChanges(ctx, async (tx, changes) => {
    const row = await accessScheduled(tx, actor, id);
    if (row.sentMessageId) throw alreadySent();
    await tx.delete(scheduledMessages).where(eq(scheduledMessages.id, row.id));
    await changes.record({
      workspaceId: row.workspaceId,
      entity: 'scheduledMessage',
      op: 'delete',
      id: row.id,
      userId: row.authorId,
      data: null,
    });
  });
}
