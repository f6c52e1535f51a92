import { comparePositions } from '@orbit/shared';
import { useMemo } from 'react';
import { type LocalRow, localDb } from '../../lib/localDb';
import { syncDb } from '../../lib/syncDb';
import { previewRows, useBootstrapPreview } from '../sync/bootstrapPreview';
import type { Group, Item, Label, Orbit, SyncMember, TaskList, View } from '../sync/schemas';
import { useLiveQuery } from '../sync/useLiveQuery';
import { useWorkspaceItems } from './useItems';

export type TaskData = {
  orbits: Orbit[];
  lists: TaskList[];
  views: View[];
  labels: Label[];
  /** Every task of the workspace, deleted ones included (Trash reads them). */
  items: Item[];
  members: SyncMember[];
  /** The workspace's groups of people (assignee pickers add a group's members). */
  groups: Group[];
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
  groups: [],
  favoriteIds: new Set(),
  loaded: false,
};

type Rest = Omit<TaskData, 'items'> & { archivedOrbitIds: Set<string> };

const emptyRest: Rest = { ...empty, archivedOrbitIds: new Set() };

/** The small tables the screens read beside the tasks, as IndexedDB holds them. */
type RestRows = { rows: LocalRow[]; users: LocalRow[]; favorites: LocalRow[] };

function restOf({ rows, users, favorites }: RestRows): Rest {
  const ofKind = <T>(kind: string) =>
    rows.filter((r) => r.kind === kind).sort(comparePositions) as unknown as T[];
  // An archived orbit is read-only until restored: its lists and tasks leave every screen with it.
  const archived = new Set(rows.filter((r) => r.kind === 'orbit' && r.archivedAt).map((r) => String(r.id)));
  const active = (row: LocalRow) => !archived.has(String(row.orbitId));
  return {
    orbits: ofKind<Orbit>('orbit').filter((o) => !o.archivedAt),
    lists: ofKind<TaskList>('list').filter(active),
    views: ofKind<View>('view'),
    labels: ofKind<Label>('label'),
    members: users as unknown as SyncMember[],
    groups: ofKind<Group>('group'),
    favoriteIds: new Set(favorites.map((f) => String(f.item_id))),
    archivedOrbitIds: archived,
    loaded: true,
  };
}

/**
 * The workspace's synced rows. Tasks come from the in-memory task store (`itemStore.ts`), which reads
 * only the tasks a write touched: a change to one task leaves every other task the same object, so
 * memoised rows skip it, and the orbits, lists and people below are not read again. Those small tables
 * are read live from IndexedDB whenever one of them changes.
 *
 * `withItems: false` (the sidebar) skips the tasks.
 */
export function useTaskData(workspaceId: string | undefined, withItems = true): TaskData {
  // A first open of the workspace on this device: its answer shows while it is being stored.
  const preview = useBootstrapPreview(workspaceId);
  const rest = useLiveQuery(
    async (): Promise<Rest> => {
      if (!workspaceId) return emptyRest;
      // Not read from IndexedDB meanwhile: a first open's database is still being created and written.
      if (preview) return restOf(previewRows(workspaceId, preview));
      const inWorkspace = (row: LocalRow) => row.workspaceId === workspaceId;
      const [rows, users, favorites, cursor] = await Promise.all([
        localDb.lists.filter(inWorkspace).toArray(),
        localDb.users
          .filter((u) => Array.isArray(u.workspaceIds) && u.workspaceIds.includes(workspaceId))
          .toArray(),
        localDb.favorites.filter(inWorkspace).toArray(),
        syncDb.cursors.get(workspaceId),
      ]);
      // A workspace this device has never synced is still loading, not empty: a screen would otherwise
      // call its orbit or view "not found" until the first bootstrap lands.
      return { ...restOf({ rows, users, favorites }), loaded: cursor !== undefined || rows.length > 0 };
    },
    `${workspaceId ?? ''}${preview ? ':preview' : ''}`,
    emptyRest,
  );
  const tasks = useWorkspaceItems(withItems ? workspaceId : undefined);
  const { archivedOrbitIds, ...others } = rest;
  const items = useMemo(
    () =>
      archivedOrbitIds.size === 0
        ? tasks.items
        : tasks.items.filter((item) => !archivedOrbitIds.has(item.orbitId)),
    [tasks.items, archivedOrbitIds],
  );
  const loaded = rest.loaded && (!withItems || !workspaceId || tasks.loaded);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rest` stands for `others`, rebuilt each render
  return useMemo(() => ({ ...others, items, loaded }), [rest, items, loaded]);
}
