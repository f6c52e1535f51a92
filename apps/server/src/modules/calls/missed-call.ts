import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';

/** Someone rang and nobody answered on this person's side: what the inbox needs to tell them. */
export type MissedCall = {
  workspaceId: string;
  callId: string;
  /** Who was rung and did not answer. */
  userId: string;
  /** Who started the call (null when their account is gone). */
  fromUserId: string | null;
  at: Date;
};

/** A handler runs inside the transaction that marks the call missed: write with `tx`, log with `changes`. */
export type MissedCallHandler = (tx: Tx, changes: ChangeRecorder, missed: MissedCall) => Promise<void>;

const handlers: MissedCallHandler[] = [];

/**
 * The hook for the inbox (docs/CALLS.md, "Missed calls"): register once at start-up (e.g. in the inbox
 * module's routes plugin); every person rung for 30 s without answering, or still ringing when the call
 * ended, then passes through each handler, in the same transaction as the call's change. A handler
 * that throws rolls the whole change back, so keep it to its own writes.
 */
export function onMissedCall(handler: MissedCallHandler): () => void {
  handlers.push(handler);
  return () => {
    const index = handlers.indexOf(handler);
    if (index >= 0) handlers.splice(index, 1);
  };
}

/** Called by the calls module for each missed call; runs every registered handler in order. */
export async function recordMissedCall(tx: Tx, changes: ChangeRecorder, missed: MissedCall): Promise<void> {
  for (const handler of handlers) await handler(tx, changes, missed);
}
