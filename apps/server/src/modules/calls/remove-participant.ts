import { type CallDto, callErrorEvent } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { callParticipants } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { userRoom } from '../../realtime/session-rooms.js';
import type { Actor } from '../sync/actor.js';
import { withChanges } from '../sync/with-changes.js';
import { accessCall } from './access-call.js';
import { callRoom } from './call-rooms.js';
import type { CallsContext } from './calls-context.js';
import { kickFromJanusRoom } from './drop-removed-member.js';
import { finishCall } from './finish-call.js';
import { callEnded } from './join-call.js';
import { dropUserFromMedia } from './media-sockets.js';
import { saveCallChange } from './save-call.js';

/**
 * POST /calls/:id/participants/:userId/remove: whoever started the call, or an owner or admin, takes
 * someone out of it (docs/CALLS.md, "Removing someone from a call"). They are `removed` and cannot
 * join again; every tab of theirs hangs up (`call.error` `removed_from_call`) and stops hearing the
 * call's changes; the others close their connections to them; in a Janus room they are kicked and the
 * pin changes. The last one out ends the call.
 */
export async function removeFromCall(
  ctx: CallsContext,
  actor: Actor,
  callId: string,
  userId: string,
): Promise<CallDto> {
  const removed = await withChanges(ctx, async (tx, changes) => {
    const loaded = await accessCall(tx, actor, callId, true);
    const allowed =
      loaded.call.createdBy === actor.userId || actor.role === 'owner' || actor.role === 'admin';
    if (!allowed) {
      throw new AppError(
        'forbidden',
        'Only whoever started the call, or an admin, can remove someone from it.',
      );
    }
    if (loaded.call.endedAt) throw callEnded();
    if (userId === actor.userId) {
      throw new AppError('validation_failed', 'Leave the call instead.', {
        userId: 'That is you: leave the call instead.',
      });
    }
    const target = loaded.participants.find((p) => p.userId === userId);
    if (target?.state !== 'joined') throw new AppError('conflict', 'They are not in this call.');
    await tx
      .update(callParticipants)
      .set({ state: 'removed', leftAt: new Date() })
      .where(and(eq(callParticipants.callId, callId), eq(callParticipants.userId, userId)));
    const stillIn = loaded.participants.filter((p) => p.state === 'joined' && p.userId !== userId);
    if (stillIn.length === 0) await finishCall(ctx, tx, changes, loaded, actor.userId);
    changes.afterCommit(async () => {
      ctx.io.in(userRoom(userId)).socketsLeave(callRoom(callId));
      ctx.io.to(userRoom(userId)).emit(callErrorEvent, {
        callId,
        code: 'removed_from_call',
        message: 'You were removed from this call.',
      });
      await dropUserFromMedia(ctx.io, callId, userId);
    });
    return {
      call: await saveCallChange(tx, changes, callId),
      sfu: loaded.call.media === 'sfu' && stillIn.length > 0,
    };
  });
  if (removed.sfu) {
    await kickFromJanusRoom(ctx, callId, userId).catch((error: unknown) =>
      ctx.logger.warn({ err: error, callId }, 'not kicked from the Janus room'),
    );
  }
  return removed.call;
}
