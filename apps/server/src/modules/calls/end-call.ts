import type { CallDto } from '@orbit/shared';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { withChanges } from '../sync/with-changes.js';
import { accessCall } from './access-call.js';
import { presentCall } from './call.presenter.js';
import type { CallsContext } from './calls-context.js';
import { finishCall } from './finish-call.js';
import { saveCallChange } from './save-call.js';

/** POST /calls/:id/end: ends the call for everyone; for whoever started it, and owners and admins. */
export async function endCall(ctx: CallsContext, actor: Actor, callId: string): Promise<CallDto> {
  return withChanges(ctx, async (tx, changes) => {
    const loaded = await accessCall(tx, actor, callId, true);
    const allowed =
      loaded.call.createdBy === actor.userId || actor.role === 'owner' || actor.role === 'admin';
    if (!allowed)
      throw new AppError('forbidden', 'Only whoever started the call, or an admin, can end it for everyone.');
    if (loaded.call.endedAt) return presentCall(loaded);
    await finishCall(ctx, tx, changes, loaded, actor.userId);
    return saveCallChange(tx, changes, callId);
  });
}
