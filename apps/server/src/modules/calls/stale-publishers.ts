import { eq } from 'drizzle-orm';
import { calls } from '../../db/schema/index.js';
import type { CallsContext } from './calls-context.js';
import { kickOlderPublishers } from './janus-rooms.js';

/**
 * `call.publishing` (docs/CALLS.md, "One tile per person"): the user's tab is in the call's Janus room
 * as the camera publisher `publisherId`; their older publishers there are kicked. `no_room` for a call
 * without a Janus room (a mesh call, or one ended), `unknown_publisher` when that id is not their
 * camera publisher in the room; nothing is kicked in either case.
 */
export async function kickStalePublishers(
  ctx: CallsContext,
  callId: string,
  userId: string,
  publisherId: number,
): Promise<{ kicked: number[] } | 'no_room' | 'unknown_publisher'> {
  const janus = ctx.config.janus;
  if (!janus) return 'no_room';
  const [call] = await ctx.db
    .select({ room: calls.janusRoom, pin: calls.janusPin, secret: calls.janusSecret, endedAt: calls.endedAt })
    .from(calls)
    .where(eq(calls.id, callId));
  if (!call?.room || !call.pin || !call.secret || call.endedAt) return 'no_room';
  const kicked = await kickOlderPublishers(
    janus,
    { room: call.room, pin: call.pin, secret: call.secret },
    userId,
    publisherId,
  );
  return kicked ? { kicked } : 'unknown_publisher';
}
