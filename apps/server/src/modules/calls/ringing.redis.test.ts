import { type CallDto, callRingStopEvent } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls } from '../../db/schema/index.js';
import { mark, waitForEvent } from '../../test/socket-client.js';
import { redisAvailable, servicesRequired, useTwoInstances } from '../../test/two-instances.js';
import { type MissedCall, onMissedCall } from './missed-call.js';

const hasRedis = await redisAvailable('the two-instance ringing test');

// The sweep of each instance runs every 5 s (the ring time, 30 s, is longer). Here a call's ringing is
// made due by hand, as if the process that started it were gone.

describe.skipIf(!hasRedis && !servicesRequired)('ringing decided once across two instances', () => {
  const two = useTwoInstances();

  it('a ringing whose starting process is gone is missed by a sweep, once, and every tab on either instance stops ringing', async () => {
    const { a, w, open, urlB } = two;
    const missed: MissedCall[] = [];
    const unhook = onMissedCall(async (_tx, _changes, call) => {
      missed.push(call);
    });
    try {
      const memberOnB = await open(urlB, 'member');
      const call: CallDto = (
        await w.people.owner.client.post(`${w.base}/calls`, { inviteeIds: [w.people.member.user.id] })
      ).json();
      // Started as an instance would have (joined, ringing due now), with no timer of any process left:
      // only the sweeps of the two instances can decide it.
      const now = new Date();
      await a.database.db.update(calls).set({ startedAt: now, ringUntil: now }).where(eq(calls.id, call.id));
      const since = mark(memberOnB);
      const stop = await waitForEvent<{ callId: string; reason: string }>(
        memberOnB,
        callRingStopEvent,
        (s) => s.callId === call.id,
        since,
        15_000,
      );
      expect(stop.reason).toBe('missed');
      const now2: CallDto = (await w.people.owner.client.get(`${w.base}/calls/${call.id}`)).json();
      expect(now2.participants.find((p) => p.userId === w.people.member.user.id)?.state).toBe('missed');
      // Decided once (one pass through the missed-call hook), and no longer due for any sweep.
      expect(missed.filter((m) => m.callId === call.id)).toHaveLength(1);
      const [row] = await a.database.db
        .select({ ringUntil: calls.ringUntil })
        .from(calls)
        .where(eq(calls.id, call.id));
      expect(row?.ringUntil).toBeNull();
    } finally {
      unhook();
    }
  });
});
