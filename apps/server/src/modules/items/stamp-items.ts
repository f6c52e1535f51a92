import type { ItemDto } from '@orbit/shared';
import { asc, inArray } from 'drizzle-orm';
import { items } from '../../db/schema/index.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { loadItemsWhere } from './item.presenter.js';

/**
 * Gives each task a new sequence number and records its state in the change log (one change each).
 * The tasks are locked first (in id order, so two writes stamping the same tasks cannot deadlock):
 * a number taken under the lock is higher than any a committed write of the same task holds.
 */
export async function stampItems(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  ids: readonly string[],
): Promise<ItemDto[]> {
  const stamped: ItemDto[] = [];
  if (ids.length === 0) return stamped;
  await tx
    .select({ id: items.id })
    .from(items)
    .where(inArray(items.id, [...ids]))
    .orderBy(asc(items.id))
    .for('update');
  for (const id of ids) {
    const seq = await changes.nextSeq(workspaceId);
    await tx
      .update(items)
      .set({ seq })
      .where(inArray(items.id, [id]));
  }
  const loaded = await loadItemsWhere(tx, inArray(items.id, [...ids]));
  for (const item of loaded) {
    await changes.record(
      { workspaceId, entity: 'item', op: 'upsert', id: item.id, orbitId: item.orbitId, data: item },
      item.seq,
    );
    stamped.push(item);
  }
  return stamped;
}

export async function stampItem(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  id: string,
): Promise<ItemDto> {
  const [item] = await stampItems(tx, changes, workspaceId, [id]);
  if (!item) throw new Error(`stampItem: no item ${id}`);
  return item;
}
