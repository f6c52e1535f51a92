import { type LocalRow, localDb } from '../../lib/localDb';
import { type Item, itemSchema } from '../sync/schemas';
import { useLiveQuery } from '../sync/useLiveQuery';

const none: Item[] = [];

/**
 * The signed-in user's favourite tasks in one workspace, live, in the order they were starred. Reads
 * only the favourite rows' tasks, so the sidebar never loads the whole task table.
 */
export function useFavoriteTasks(workspaceId: string | undefined): Item[] {
  return useLiveQuery(
    async () => {
      if (!workspaceId) return none;
      const favorites = await localDb.favorites.filter((f) => f.workspaceId === workspaceId).toArray();
      // A star not yet confirmed by the server has no time: it is the newest.
      const starred = (f: LocalRow) => String(f.createdAt ?? '\uffff');
      favorites.sort((a, b) => starred(a).localeCompare(starred(b)));
      const rows = await localDb.items.bulkGet(favorites.map((f) => f.item_id));
      return rows.flatMap((row) => {
        const parsed = itemSchema.safeParse(row);
        return parsed.success && !parsed.data.deletedAt ? [parsed.data] : [];
      });
    },
    workspaceId ?? '',
    none,
  );
}
