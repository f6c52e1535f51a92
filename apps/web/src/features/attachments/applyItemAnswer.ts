import { z } from 'zod';
import { localDb } from '../../lib/localDb';
import { applyChange, type SyncScope } from '../sync/applyChanges';

const answeredItem = z.looseObject({ id: z.string(), seq: z.number() });

/**
 * Puts the task the server answered with into IndexedDB at once, so the person who uploaded sees the
 * file without waiting for the socket. The socket's copy of the same change (same seq) is then a no-op.
 */
export async function applyItemAnswer(scope: SyncScope, body: unknown): Promise<void> {
  const item = answeredItem.parse(body);
  await applyChange(localDb, scope, { entity: 'item', op: 'upsert', id: item.id, seq: item.seq, data: item });
}
