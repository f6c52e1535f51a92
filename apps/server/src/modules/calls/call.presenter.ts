import type { CallDto } from '@orbit/shared';
import { asc, eq } from 'drizzle-orm';
import { type CallParticipantRow, type CallRow, callParticipants, calls } from '../../db/schema/index.js';
import type { Reader } from '../sync/tx.js';

export type LoadedCall = { call: CallRow; participants: CallParticipantRow[] };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentCall({ call, participants }: LoadedCall): CallDto {
  return {
    id: call.id,
    workspaceId: call.workspaceId,
    kind: call.kind,
    conversationId: call.conversationId,
    createdBy: call.createdBy,
    createdAt: call.createdAt.toISOString(),
    startedAt: iso(call.startedAt),
    endedAt: iso(call.endedAt),
    endedBy: call.endedBy,
    media: call.media,
    participants: participants.map((p) => ({
      userId: p.userId,
      state: p.state,
      invited: p.invited,
      joinedAt: iso(p.joinedAt),
      leftAt: iso(p.leftAt),
    })),
    seq: call.seq,
  };
}

/** The call and its people (in the order they were added), or null. */
export async function loadCall(reader: Reader, callId: string, lock = false): Promise<LoadedCall | null> {
  const query = reader.select().from(calls).where(eq(calls.id, callId));
  const [call] = lock ? await query.for('update') : await query;
  if (!call) return null;
  const participants = await reader
    .select()
    .from(callParticipants)
    .where(eq(callParticipants.callId, callId))
    .orderBy(asc(callParticipants.joinedAt), asc(callParticipants.userId));
  return { call, participants };
}
