import { callErrorEvent } from '@orbit/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { callParticipants, calls } from '../../db/schema/index.js';
import { userRoom } from '../../realtime/session-rooms.js';
import { callRoom } from './call-rooms.js';
import type { CallsContext } from './calls-context.js';
import { kickFromRoom } from './janus-rooms.js';
import { dropFromCall } from './leave-call.js';
import { stopRinging } from './ringing.js';

/**
 * Someone left or was removed from the workspace (committed): at once, out of every call of it going
 * on. Their tabs stop ringing and hang up (`call.error` `removed`), their sockets leave the calls'
 * rooms, they have left each call they were in (the others' browsers close their connections to them:
 * `call.peer.left`), and in a Janus room they are kicked and the room's pin changes, so the pin they
 * had opens nothing.
 */
export async function dropRemovedMember(
  ctx: CallsContext,
  workspaceId: string,
  userId: string,
): Promise<void> {
  const rows = await ctx.db
    .select({ callId: calls.id, state: callParticipants.state })
    .from(calls)
    .innerJoin(
      callParticipants,
      and(eq(callParticipants.callId, calls.id), eq(callParticipants.userId, userId)),
    )
    .where(
      and(
        eq(calls.workspaceId, workspaceId),
        isNull(calls.endedAt),
        inArray(callParticipants.state, ['invited', 'joined']),
      ),
    );
  for (const { callId, state } of rows) {
    ctx.io.in(userRoom(userId)).socketsLeave(callRoom(callId));
    ctx.io.to(userRoom(userId)).emit(callErrorEvent, {
      callId,
      code: 'removed',
      message: 'You are no longer a member of this workspace.',
    });
    if (state === 'invited') {
      stopRinging(ctx, callId, [userId], 'ended');
      continue;
    }
    // Out of the media room first (while it exists: their leaving may end the call and destroy it).
    await kickFromJanusRoom(ctx, callId, userId).catch((error: unknown) =>
      ctx.logger.warn({ err: error, callId }, 'not kicked from the Janus room'),
    );
    await dropFromCall(ctx, callId, userId);
  }
}

/** Kicks them from the call's Janus room and stores the room's new pin (SFU calls only). */
export async function kickFromJanusRoom(ctx: CallsContext, callId: string, userId: string): Promise<void> {
  const janus = ctx.config.janus;
  if (!janus) return;
  const [call] = await ctx.db
    .select({ room: calls.janusRoom, pin: calls.janusPin, secret: calls.janusSecret, endedAt: calls.endedAt })
    .from(calls)
    .where(eq(calls.id, callId));
  if (!call?.room || !call.pin || !call.secret || call.endedAt) return;
  const pin = await kickFromRoom(janus, { room: call.room, pin: call.pin, secret: call.secret }, userId);
  await ctx.db.update(calls).set({ janusPin: pin }).where(eq(calls.id, callId));
}
