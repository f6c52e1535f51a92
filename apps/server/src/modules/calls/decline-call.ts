import type { CallDto } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { callParticipants } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { withChanges } from '../sync/with-changes.js';
import { accessCall } from './access-call.js';
import type { CallsContext } from './calls-context.js';
import { callEnded } from './join-call.js';
import { stopRinging } from './ringing.js';
import { saveCallChange } from './save-call.js';

/** POST /calls/:id/decline: a person being rung says no; every tab of theirs stops ringing. */
export async function declineCall(ctx: CallsContext, actor: Actor, callId: string): Promise<CallDto> {
  const call = await withChanges(ctx, async (tx, changes) => {
    const loaded = await accessCall(tx, actor, callId, true);
    if (loaded.call.endedAt) throw callEnded();
    const mine = loaded.participants.find((p) => p.userId === actor.userId);
    if (!mine?.invited || (mine.state !== 'invited' && mine.state !== 'missed')) {
      throw new AppError('conflict', 'There is nothing to decline: you are not being called.');
    }
    await tx
      .update(callParticipants)
      .set({ state: 'declined' })
      .where(and(eq(callParticipants.callId, callId), eq(callParticipants.userId, actor.userId)));
    return saveCallChange(tx, changes, callId);
  });
  stopRinging(ctx, callId, [actor.userId], 'declined');
  return call;
}
