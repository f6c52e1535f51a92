import type { CallDto, CallHistoryEntry, CallParticipantDto } from '@orbit/shared';
import { and, asc, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { callParticipants, calls } from '../../db/schema/index.js';
import type { Actor } from '../sync/actor.js';
import { presentCall } from './call.presenter.js';

/** How the call went for one person. */
export function outcomeFor(call: CallDto, me: CallParticipantDto | undefined): CallHistoryEntry['outcome'] {
  if (me?.joinedAt) return call.endedAt ? 'answered' : 'ongoing';
  if (me?.state === 'declined') return 'declined';
  if (me?.state === 'invited' && !call.endedAt) return me.invited ? 'ringing' : 'ongoing';
  return 'missed';
}

/** From the first join to the end, in whole seconds; null while it goes on or when nobody joined. */
export function durationOf(call: CallDto): number | null {
  if (!call.startedAt || !call.endedAt) return null;
  return Math.max(0, Math.round((Date.parse(call.endedAt) - Date.parse(call.startedAt)) / 1000));
}

/** GET /calls: the calls the actor took part in or was asked to, newest first, `limit` at a time. */
export async function listCallHistory(
  db: Database,
  actor: Actor,
  query: { before?: string | undefined; limit: number },
): Promise<CallHistoryEntry[]> {
  const conditions = [eq(calls.workspaceId, actor.workspaceId)];
  if (query.before) {
    const [cursor] = await db
      .select({ createdAt: calls.createdAt, id: calls.id })
      .from(calls)
      .where(and(eq(calls.id, query.before), eq(calls.workspaceId, actor.workspaceId)));
    if (cursor) {
      const older = or(
        lt(calls.createdAt, cursor.createdAt),
        and(eq(calls.createdAt, cursor.createdAt), lt(calls.id, cursor.id)),
      );
      if (older) conditions.push(older);
    }
  }
  const rows = await db
    .select({ call: calls })
    .from(calls)
    .innerJoin(
      callParticipants,
      and(eq(callParticipants.callId, calls.id), eq(callParticipants.userId, actor.userId)),
    )
    .where(and(...conditions))
    .orderBy(desc(calls.createdAt), desc(calls.id))
    .limit(query.limit);
  if (rows.length === 0) return [];
  const people = await db
    .select()
    .from(callParticipants)
    .where(
      inArray(
        callParticipants.callId,
        rows.map((row) => row.call.id),
      ),
    )
    .orderBy(asc(callParticipants.joinedAt), asc(callParticipants.userId));
  return rows.map(({ call: row }) => {
    const call = presentCall({ call: row, participants: people.filter((p) => p.callId === row.id) });
    const me = call.participants.find((p) => p.userId === actor.userId);
    return { call, outcome: outcomeFor(call, me), durationSeconds: durationOf(call) };
  });
}
