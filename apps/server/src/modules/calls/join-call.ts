import { callMaxParticipants, type JoinCallResult } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { callParticipants, calls } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { userRoom } from '../../realtime/session-rooms.js';
import type { Actor } from '../sync/actor.js';
import { withChanges } from '../sync/with-changes.js';
import { accessCall } from './access-call.js';
import { callRoom } from './call-rooms.js';
import type { CallsContext } from './calls-context.js';
import { createJanusRoom, type JanusRoom } from './janus-rooms.js';
import { callAtCapacity, callFull } from './media-path.js';
import { ringingUserIds, startRinging, stopRinging } from './ringing.js';
import { saveCallChange } from './save-call.js';

export const callEnded = () => new AppError('call_ended', 'This call has ended.');

/**
 * POST /calls/:id/join: the actor is in the call (again, after a reload: nothing changes but the
 * answer). The first join starts the ringing of the people asked to it. Answers what the browser
 * needs to connect: STUN/TURN servers, and for an SFU call the Janus room and its pin.
 */
export async function joinCall(ctx: CallsContext, actor: Actor, callId: string): Promise<JoinCallResult> {
  let startedNow = false;
  let ringUntil = new Date();
  let answered = false;
  const sfu: { room: JanusRoom | null } = { room: null };
  const call = await withChanges(ctx, async (tx, changes) => {
    const loaded = await accessCall(tx, actor, callId, true);
    if (loaded.call.endedAt) throw callEnded();
    const mine = loaded.participants.find((p) => p.userId === actor.userId);
    if (mine?.state === 'removed') throw new AppError('forbidden', 'You were removed from this call.');
    const others = loaded.participants.filter(
      (p) => p.state === 'joined' && p.userId !== actor.userId,
    ).length;
    if (mine?.state !== 'joined') {
      if (others + 1 > callMaxParticipants) throw callAtCapacity(callMaxParticipants);
      if (loaded.call.media === 'mesh' && others + 1 > ctx.config.meshLimit)
        throw callFull(ctx.config.meshLimit);
    }
    const now = new Date();
    if (!mine) {
      await tx.insert(callParticipants).values({
        callId,
        userId: actor.userId,
        state: 'joined',
        invited: false,
        joinedAt: now,
      });
    } else if (mine.state !== 'joined') {
      answered = mine.invited && mine.state === 'invited';
      await tx
        .update(callParticipants)
        .set({ state: 'joined', joinedAt: mine.joinedAt ?? now, leftAt: null })
        .where(and(eq(callParticipants.callId, callId), eq(callParticipants.userId, actor.userId)));
    }
    if (!loaded.call.startedAt) {
      startedNow = true;
      ringUntil = new Date(now.getTime() + ctx.config.ringMs);
      await tx.update(calls).set({ startedAt: now, ringUntil }).where(eq(calls.id, callId));
    }
    if (loaded.call.media === 'sfu' && ctx.config.janus) {
      if (loaded.call.janusRoom && loaded.call.janusPin && loaded.call.janusSecret) {
        sfu.room = {
          room: loaded.call.janusRoom,
          pin: loaded.call.janusPin,
          secret: loaded.call.janusSecret,
        };
      } else {
        const made = await createJanusRoom(ctx.config.janus, callId);
        sfu.room = made;
        await tx
          .update(calls)
          .set({ janusRoom: made.room, janusPin: made.pin, janusSecret: made.secret })
          .where(eq(calls.id, callId));
      }
    }
    changes.afterCommit(async () => {
      ctx.io.in(userRoom(actor.userId)).socketsJoin(callRoom(callId));
    });
    return saveCallChange(tx, changes, callId);
  });
  if (startedNow) startRinging(ctx, call, ringingUserIds(call), ringUntil);
  if (answered) stopRinging(ctx, callId, [actor.userId], 'answered');
  const room = sfu.room;
  return {
    call,
    iceServers: ctx.config.iceServers,
    iceTransportPolicy: ctx.config.iceTransportPolicy,
    media: call.media,
    janus:
      room && ctx.config.janus ? { url: ctx.config.janus.publicUrl, room: room.room, pin: room.pin } : null,
  };
}
