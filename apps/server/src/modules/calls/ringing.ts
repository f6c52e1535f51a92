import { type CallDto, callRingEvent, callRingStopEvent } from '@orbit/shared';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { callParticipants, calls } from '../../db/schema/index.js';
import { userRoom } from '../../realtime/session-rooms.js';
import type { SocketServer } from '../../realtime/socket-server.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { withChanges } from '../sync/with-changes.js';
import { loadCall } from './call.presenter.js';
import type { CallsContext } from './calls-context.js';
import { recordMissedCall } from './missed-call.js';
import { saveCallChange } from './save-call.js';

type StopReason = 'answered' | 'declined' | 'missed' | 'ended';

const ringKey = (callId: string) => `ring:${callId}`;

/** Who rings for this call now: people asked to it who have not answered, declined or missed it. */
export const ringingUserIds = (call: CallDto) =>
  call.participants.filter((p) => p.invited && p.state === 'invited').map((p) => p.userId);

/**
 * Every open tab of each person rings (after the commit that started the call and set its
 * `ring_until`), until then. This process's timer decides promptly; the sweep of every instance
 * (`sweepUnanswered`) decides if this process is gone by then.
 */
export function startRinging(
  ctx: CallsContext,
  call: CallDto,
  userIds: readonly string[],
  ringUntil: Date,
): void {
  if (userIds.length === 0) return;
  const until = ringUntil.toISOString();
  for (const userId of userIds) {
    ctx.io.to(userRoom(userId)).emit(callRingEvent, {
      workspaceId: call.workspaceId,
      callId: call.id,
      fromUserId: call.createdBy,
      until,
    });
  }
  ctx.timers.set(ringKey(call.id), Math.max(0, ringUntil.getTime() - Date.now()), () => {
    markUnanswered(ctx, call.id).catch((error: unknown) =>
      ctx.logger.error({ err: error, callId: call.id }, 'missed call not recorded'),
    );
  });
}

/**
 * A tab that connects while a call is ringing for its person rings too: the ring went to the sockets
 * open at the first join, and a tab opened (or reconnected) a moment later would otherwise never hear
 * of it until the call shows as going on.
 */
export function ringOnConnect(db: Database, io: SocketServer): void {
  io.on('connection', (socket) => {
    db.select({
      workspaceId: calls.workspaceId,
      callId: calls.id,
      fromUserId: calls.createdBy,
      until: calls.ringUntil,
    })
      .from(calls)
      .innerJoin(
        callParticipants,
        and(
          eq(callParticipants.callId, calls.id),
          eq(callParticipants.userId, socket.data.userId),
          eq(callParticipants.invited, true),
          eq(callParticipants.state, 'invited'),
        ),
      )
      .where(and(isNull(calls.endedAt), gt(calls.ringUntil, new Date())))
      .then((rows) => {
        for (const { until, ...ring } of rows) {
          if (until) socket.emit(callRingEvent, { ...ring, until: until.toISOString() });
        }
      })
      .catch(() => {
        // No ring for this tab: the call still shows as going on, to join.
      });
  });
}

/** The tabs of these people stop ringing (answered elsewhere, declined, missed, the call ended). */
export function stopRinging(
  ctx: CallsContext,
  callId: string,
  userIds: readonly string[],
  reason: StopReason,
): void {
  for (const userId of userIds) ctx.io.to(userRoom(userId)).emit(callRingStopEvent, { callId, reason });
}

/**
 * In a write that holds the call's row: everyone still ringing becomes `missed`, each passes through
 * the missed-call hook (the inbox). Returns who missed it.
 */
export async function missEveryoneRinging(
  tx: Tx,
  changes: ChangeRecorder,
  callId: string,
): Promise<string[]> {
  const loaded = await loadCall(tx, callId);
  if (!loaded) return [];
  const ringing = loaded.participants.filter((p) => p.invited && p.state === 'invited').map((p) => p.userId);
  if (ringing.length === 0) return [];
  const at = new Date();
  await tx
    .update(callParticipants)
    .set({ state: 'missed' })
    .where(and(eq(callParticipants.callId, callId), inArray(callParticipants.userId, ringing)));
  for (const userId of ringing) {
    await recordMissedCall(tx, changes, {
      workspaceId: loaded.call.workspaceId,
      callId,
      userId,
      fromUserId: loaded.call.createdBy,
      at,
    });
  }
  return ringing;
}

/**
 * Once `ring_until` has passed: whoever has not answered missed the call. Decided once, whichever
 * instance gets there first: it locks the call, finds `ring_until` due, clears it in the same write;
 * anyone after it finds nothing to do.
 */
export async function markUnanswered(ctx: CallsContext, callId: string): Promise<string[]> {
  let missed: string[] = [];
  await withChanges(ctx, async (tx, changes) => {
    const loaded = await loadCall(tx, callId, true);
    const due = loaded?.call.ringUntil;
    if (!loaded || loaded.call.endedAt || !due || due.getTime() > Date.now()) return;
    await tx.update(calls).set({ ringUntil: null }).where(eq(calls.id, callId));
    missed = await missEveryoneRinging(tx, changes, callId);
    if (missed.length > 0) await saveCallChange(tx, changes, callId);
  });
  stopRinging(ctx, callId, missed, 'missed');
  return missed;
}

export const cancelRingTimer = (ctx: CallsContext, callId: string) => ctx.timers.clear(ringKey(callId));

/**
 * Every instance, every few seconds: the calls whose ringing is due and still undecided (the process
 * that started it restarted, crashed or is slow) are decided here, each once (`markUnanswered`).
 */
export async function sweepUnanswered(ctx: CallsContext): Promise<void> {
  const due = await ctx.db
    .select({ id: calls.id })
    .from(calls)
    .where(and(lte(calls.ringUntil, new Date()), isNull(calls.endedAt)))
    .limit(50);
  for (const { id } of due) await markUnanswered(ctx, id);
}

/** How often each instance sweeps: the ring time, at most every 5 s. */
export const ringSweepMs = (ringMs: number) => Math.max(100, Math.min(ringMs, 5_000));
