import { type LocalRow, localDb } from '../../lib/localDb';
import type { Item, Label, Orbit, SyncMember, TaskList, View } from '../sync/schemas';
import { useLiveQuery } from '../sync/useLiveQuery';
import { comparePositions } from './between';

export type TaskData = {
  orbits: Orbit[];
  lists: TaskList[];
  views: View[];
  labels: Label[];
  /** Every task of the workspace, deleted ones included (Trash reads them). */
  items: Item[];
  members: SyncMember[];
  favoriteIds: Set<string>;
  loaded: boolean;
};

const empty: TaskData = {
  orbits: [],
  lists: [],
  views: [],
  labels: [],
  items: [],
  members: [],
  favoriteIds: new Set(),
  loaded: false,
};

/**
 * The workspace's synced rows, live from IndexedDB. Filtering happens in memory: the v13 tables keep
 * the seed's keys only, and a workspace's tasks fit comfortably in memory.
 */
/** `withItems: false` (the sidebar) skips the tasks, the one table that grows large. */
export function useTaskData(workspaceId: string | undefined, withItems = true): TaskData {
  return useLiveQuery(
    async () => {
      if (!workspaceId) return empty;
      const inWorkspace = (row: LocalRow) => row.workspaceId === workspaceId;
      const [rows, items, users, favorites] = await Promise.all([
        localDb.lists.filter(inWorkspace).toArray(),
        withItems ? localDb.items.filter(inWorkspace).toArray() : Promise.resolve([]),
        localDb.users
          .filter((u) => Array.isArray(u.workspaceIds) && u.workspaceIds.includes(workspaceId))
          .toArray(),
        localDb.favorites.filter(inWorkspace).toArray(),
      ]);
      const ofKind = <T>(kind: string) =>
        rows.filter((r) => r.kind === kind).sort(comparePositions) as unknown as T[];
      // An archived orbit is read-only until restored: its lists and tasks leave every screen with it.
      const archived = new Set(rows.filter((r) => r.kind === 'orbit' && r.archivedAt).map((r) => r.id));
      const active = (row: LocalRow) => !archived.has(String(row.orbitId));
      return {
        orbits: ofKind<Orbit>('orbit').filter((o) => !o.archivedAt),
        lists: ofKind<TaskList>('list').filter(active),
        views: ofKind<View>('view'),
        labels: ofKind<Label>('label'),
        items: (items as unknown as Item[]).filter(active).sort(comparePositions),
        members: users as unknown as SyncMember[],
        favoriteIds: new Set(favorites.map((f) => f.item_id)),
        loaded: true,
      };
    },
    `${workspaceId ?? ''}:${withItems}`,
    empty,
  );
}
