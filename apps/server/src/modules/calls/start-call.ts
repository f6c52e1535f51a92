import { type CallDto, callMaxParticipants, type StartCallBody } from '@orbit/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { callParticipants, calls, memberships } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { userRoom } from '../../realtime/session-rooms.js';
import { conversationForCall, postCallMessage } from '../chat/call-messages.js';
import type { Actor } from '../sync/actor.js';
import { withChanges } from '../sync/with-changes.js';
import { newCallId } from './call-id.js';
import { callRoom } from './call-rooms.js';
import type { CallsContext } from './calls-context.js';
import { callFull } from './media-path.js';
import { saveCallChange } from './save-call.js';

/** The people to ring, all members of the workspace (400 on `inviteeIds` otherwise). */
async function checkInvitees(ctx: CallsContext, actor: Actor, inviteeIds: readonly string[]): Promise<void> {
  if (inviteeIds.length === 0) return;
  const found = await ctx.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, actor.workspaceId), inArray(memberships.userId, [...inviteeIds])));
  const members = new Set(found.map((row) => row.userId));
  if (inviteeIds.some((id) => !members.has(id))) {
    throw new AppError('validation_failed', 'Someone to call is not in this workspace.', {
      inviteeIds: 'Someone to call is not in this workspace.',
    });
  }
}

/**
 * POST /calls: a call with the people named (rung once the caller joins), with the members of a topic
 * or dm (`conversationId`: only its members may start it, every other member is rung, and the
 * conversation shows it as a message), or with nobody, an ad hoc meeting any member of the workspace
 * may open by its link. The caller is part of it, not yet joined.
 */
export async function startCall(ctx: CallsContext, actor: Actor, body: StartCallBody): Promise<CallDto> {
  if (body.conversationId !== null && body.inviteeIds.length > 0) {
    throw new AppError('validation_failed', 'A call in a conversation rings its members.', {
      inviteeIds: 'A call in a conversation rings its members: name nobody else.',
    });
  }
  const direct = [...new Set(body.inviteeIds)].filter((id) => id !== actor.userId);
  await checkInvitees(ctx, actor, direct);
  const id = newCallId();
  let everyone: string[] = [actor.userId, ...direct];
  const dto = await withChanges(ctx, async (tx, changes) => {
    const inConversation =
      body.conversationId === null ? null : await conversationForCall(tx, actor, body.conversationId);
    // A conversation's members are rung, up to what one call screen holds.
    const inviteeIds = inConversation
      ? inConversation.memberIds.filter((userId) => userId !== actor.userId).slice(0, callMaxParticipants - 1)
      : direct;
    everyone = [actor.userId, ...inviteeIds];
    const media = mediaFor(ctx, everyone.length, inConversation !== null);
    await tx.insert(calls).values({
      id,
      workspaceId: actor.workspaceId,
      kind: inConversation ? 'conversation' : inviteeIds.length > 0 ? 'direct' : 'adhoc',
      conversationId: inConversation?.conversation.id ?? null,
      createdBy: actor.userId,
      media,
    });
    await tx
      .insert(callParticipants)
      .values([
        { callId: id, userId: actor.userId, state: 'invited', invited: false },
        ...inviteeIds.map((userId) => ({ callId: id, userId, state: 'invited' as const, invited: true })),
      ]);
    if (inConversation) await postCallMessage(tx, changes, actor, inConversation.conversation, id);
    changes.afterCommit(async () => {
      ctx.io.in(everyone.map(userRoom)).socketsJoin(callRoom(id));
    });
    return saveCallChange(tx, changes, id);
  });
  return dto;
}

/**
 * Mesh up to the limit, Janus above it. Without Janus a call with more people than the mesh carries
 * is refused, except in a conversation: it starts on the mesh, and joins past the limit are refused.
 */
function mediaFor(ctx: CallsContext, size: number, inConversation: boolean): 'mesh' | 'sfu' {
  if (size <= ctx.config.meshLimit) return 'mesh';
  if (ctx.config.janus) return 'sfu';
  if (inConversation) return 'mesh';
  throw callFull(ctx.config.meshLimit);
}
