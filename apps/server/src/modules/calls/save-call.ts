import type { CallDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { calls } from '../../db/schema/index.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { loadCall, presentCall } from './call.presenter.js';
import { callRoom } from './call-rooms.js';

/**
 * After a write to a call or its people (its row locked): stamps the call with a new sequence number
 * and logs its upsert for the call's audience. Returns the call as everyone now receives it.
 */
export async function saveCallChange(tx: Tx, changes: ChangeRecorder, callId: string): Promise<CallDto> {
  const loaded = await loadCall(tx, callId);
  if (!loaded) throw new Error(`saveCallChange: call ${callId} is gone`);
  const seq = await changes.nextSeq(loaded.call.workspaceId);
  await tx.update(calls).set({ seq }).where(eq(calls.id, callId));
  const dto = presentCall({ ...loaded, call: { ...loaded.call, seq } });
  await changes.record(
    {
      workspaceId: dto.workspaceId,
      entity: 'call',
      op: 'upsert',
      id: dto.id,
      room: callRoom(dto.id),
      data: dto,
    },
    seq,
  );
  return dto;
}
