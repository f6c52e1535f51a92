import type { CallDto } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { callParticipants } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import type { Tx } from '../sync/tx.js';
import { type ChangeRecorder, withChanges } from '../sync/with-changes.js';
import { accessCall } from './access-call.js';
import { type LoadedCall, loadCall, presentCall } from './call.presenter.js';
import type { CallsContext } from './calls-context.js';
import { finishCall } from './finish-call.js';
import { dropUserFromMedia } from './media-sockets.js';
import { saveCallChange } from './save-call.js';

/** In a write holding the call's row: the person is out; the last one out ends the call. */
async function leaveLocked(
  ctx: CallsContext,
  tx: Tx,
  changes: ChangeRecorder,
  loaded: LoadedCall,
  userId: string,
): Promise<CallDto> {
  const callId = loaded.call.id;
  await tx
    .update(callParticipants)
    .set({ state: 'left', leftAt: new Date() })
    .where(and(eq(callParticipants.callId, callId), eq(callParticipants.userId, userId)));
  const stillIn = loaded.participants.filter((p) => p.state === 'joined' && p.userId !== userId);
  if (stillIn.length === 0) await finishCall(ctx, tx, changes, loaded, null);
  changes.afterCommit(async () => dropUserFromMedia(ctx.io, callId, userId));
  return saveCallChange(tx, changes, callId);
}

/** POST /calls/:id/leave: the actor is out of the call; the last one out ends it. */
export async function leaveCall(ctx: CallsContext, actor: Actor, callId: string): Promise<CallDto> {
  return withChanges(ctx, async (tx, changes) => {
    const loaded = await accessCall(tx, actor, callId, true);
    // Leaving an ended call (a second tab, a retry) changes nothing.
    if (loaded.call.endedAt) return presentCall(loaded);
    const mine = loaded.participants.find((p) => p.userId === actor.userId);
    if (mine?.state !== 'joined') throw new AppError('conflict', 'You are not in this call.');
    return leaveLocked(ctx, tx, changes, loaded, actor.userId);
  });
}

/**
 * Someone whose connection dropped did not come back within the grace period, or was removed from
 * the workspace: they have left the call (which ends if they were the last one in it).
 */
export async function dropFromCall(ctx: CallsContext, callId: string, userId: string): Promise<void> {
  await withChanges(ctx, async (tx, changes) => {
    const loaded = await loadCall(tx, callId, true);
    if (!loaded || loaded.call.endedAt) return;
    const mine = loaded.participants.find((p) => p.userId === userId);
    if (mine?.state !== 'joined') return;
    await leaveLocked(ctx, tx, changes, loaded, userId);
  });
}
