import { notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import type { Reader } from '../sync/tx.js';
import { type LoadedCall, loadCall } from './call.presenter.js';

/**
 * Who may see a call (its page, its changes, its signalling): the people asked to it or who joined it,
 * and for an ad hoc meeting every member of its workspace but guests. Anyone else, and a call of
 * another workspace, gets 404 exactly as for a call that does not exist.
 */
export function mayReachCall(loaded: LoadedCall, actor: Actor): boolean {
  if (loaded.call.workspaceId !== actor.workspaceId) return false;
  if (loaded.participants.some((p) => p.userId === actor.userId)) return true;
  return loaded.call.kind === 'adhoc' && actor.role !== 'guest';
}

/** The call as the actor may see it; `lock` for a write (the call's row, FOR UPDATE). */
export async function accessCall(
  reader: Reader,
  actor: Actor,
  callId: string,
  lock = false,
): Promise<LoadedCall> {
  const loaded = await loadCall(reader, callId, lock);
  if (!loaded || !mayReachCall(loaded, actor)) throw notFound('Call not found.');
  return loaded;
}
