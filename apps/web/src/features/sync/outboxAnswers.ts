import { syncEntitySchema } from '@orbit/shared';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import type { ApiRequest } from '../../lib/api/apiClient';
import type { LocalDb } from '../../lib/localDb';
import { applyChange, applyChanges, localDropSeq, UnreadableRowError } from './applyChanges';
import type { Touched } from './outboxEffects';
import type { OutboxEntry } from './outboxRecords';

/**
 * The row an answer carries: the answer itself, or, for a sent message (`SendMessageResult`), its
 * `message`. Rows are named by `id`, a favourite by `itemId`, a draft by its `conversationId`.
 */
function answerRow(entry: OutboxEntry, answer: unknown): { id: string; seq: number; data: unknown } | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const wrapped = (answer as { message?: unknown }).message;
  const data =
    entry.answer === 'message' && typeof wrapped === 'object' && wrapped !== null ? wrapped : answer;
  const row = data as { id?: string; itemId?: string; conversationId?: string; seq?: number };
  const id = row.id ?? row.itemId ?? row.conversationId;
  return id ? { id, seq: row.seq ?? 0, data } : null;
}

/** The server's answer to a write, applied like a sync change when it is a row. */
export async function applyAnswer(db: LocalDb, entry: OutboxEntry, answer: unknown): Promise<void> {
  if (!entry.answer) return;
  const row = answerRow(entry, answer);
  if (!row) return;
  try {
    await applyChange(db, entry.scope, { entity: entry.answer, op: 'upsert', ...row });
  } catch (error) {
    // The write went through; its change reaches this store through the socket or a catch-up.
    if (!(error instanceof UnreadableRowError)) throw error;
    console.warn('Orbit: the answer to a write could not be read.', error.message);
  }
}

/**
 * The server's copy of each row a refused write touched (GET /sync/entity/:entity/:id): applied
 * like a sync change, or, when the server answers 404 (gone, or no longer visible), the local row
 * is deleted. Any other failure leaves the rolled-back row; the next catch-up brings it in line.
 */
export async function refetchTouched(
  { db, request }: { db: LocalDb; request: ApiRequest },
  slug: string,
  entry: OutboxEntry,
  touched: readonly Touched[],
): Promise<void> {
  const base = `/api/orgs/${encodeURIComponent(slug)}/sync/entity`;
  for (const { entity, key } of touched) {
    try {
      const row = syncEntitySchema.parse(await request(`${base}/${entity}/${encodeURIComponent(key)}`));
      await applyChanges(db, entry.scope, [{ ...row, op: 'upsert' }]);
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 404)) continue;
      // Deleted whatever sequence the local copy carries: the server no longer has it for us.
      await applyChanges(db, entry.scope, [{ entity, op: 'delete', id: key, seq: localDropSeq }]);
    }
  }
}
