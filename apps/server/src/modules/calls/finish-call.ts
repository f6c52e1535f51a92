import { and, eq } from 'drizzle-orm';
import { callParticipants, calls } from '../../db/schema/index.js';
import { restampCallMessages } from '../chat/call-messages.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import type { LoadedCall } from './call.presenter.js';
import { callPeersRoom } from './call-rooms.js';
import type { CallsContext } from './calls-context.js';
import { destroyJanusRoom } from './janus-rooms.js';
import { cancelRingTimer, missEveryoneRinging, stopRinging } from './ringing.js';

/**
 * In a write holding the call's row: the call ends now. Whoever is in it has left, whoever was still
 * ringing missed it. After the commit the ringing stops, the media sockets leave, the Janus room goes.
 */
export async function finishCall(
  ctx: CallsContext,
  tx: Tx,
  changes: ChangeRecorder,
  loaded: LoadedCall,
  endedBy: string | null,
): Promise<void> {
  const now = new Date();
  const callId = loaded.call.id;
  await tx.update(calls).set({ endedAt: now, endedBy, ringUntil: null }).where(eq(calls.id, callId));
  await tx
    .update(callParticipants)
    .set({ state: 'left', leftAt: now })
    .where(and(eq(callParticipants.callId, callId), eq(callParticipants.state, 'joined')));
  const missed = await missEveryoneRinging(tx, changes, callId);
  if (loaded.call.conversationId) await restampCallMessages(tx, changes, callId);
  const { janusRoom, janusPin, janusSecret } = loaded.call;
  changes.afterCommit(async () => {
    cancelRingTimer(ctx, callId);
    stopRinging(ctx, callId, missed, 'ended');
    ctx.io.in(callPeersRoom(callId)).socketsLeave(callPeersRoom(callId));
    if (ctx.config.janus && janusRoom && janusPin && janusSecret) {
      destroyJanusRoom(ctx.config.janus, { room: janusRoom, pin: janusPin, secret: janusSecret }).catch(
        (error: unknown) => ctx.logger.warn({ err: error, callId }, 'Janus room not destroyed'),
      );
    }
  });
}
