import type { LocalDb, LocalRow } from '../../lib/localDb';
import {
  type Bootstrap,
  type Change,
  favoriteSchema,
  itemSchema,
  labelSchema,
  listSchema,
  orbitSchema,
  syncMemberSchema,
  viewSchema,
} from './schemas';

/** Who the client is syncing for: rows are tagged with the workspace, `myTasks` follows `meId`. */
export type SyncScope = { workspaceId: string; meId: string };

/** `lists` holds orbits, lists, views and labels; this tells them apart. */
export type ListKind = 'orbit' | 'list' | 'view' | 'label';

const listKinds: Record<string, ListKind> = { orbit: 'orbit', list: 'list', view: 'view', label: 'label' };
/** The row schema of each kind the `lists` table holds. */
const listRowSchemas = { orbit: orbitSchema, list: listSchema, view: viewSchema, label: labelSchema };

function seqOf(row: LocalRow | undefined): number {
  return typeof row?.seq === 'number' ? row.seq : -1;
}

async function putItem(db: LocalDb, scope: SyncScope, data: unknown, seq: number): Promise<void> {
  const item = itemSchema.parse(data);
  const current = await db.items.get(item.id);
  if (current && seqOf(current) >= seq) return;
  await db.items.put({ ...item, workspaceId: item.workspaceId || scope.workspaceId, seq });
  // The server row replaces the optimistic one made under the temporary id.
  if (item.clientId && item.clientId !== item.id) {
    await db.items.delete(item.clientId);
    await db.myTasks.delete(item.clientId);
    const fav = await db.favorites.get(item.clientId);
    if (fav) {
      await db.favorites.delete(item.clientId);
      await db.favorites.put({ ...fav, item_id: item.id });
    }
  }
  if (item.assigneeIds.includes(scope.meId)) {
    await db.myTasks.put({ item_id: item.id, workspaceId: scope.workspaceId });
  } else {
    await db.myTasks.delete(item.id);
  }
}

async function putListRow(
  db: LocalDb,
  scope: SyncScope,
  kind: ListKind,
  data: unknown,
  seq: number,
): Promise<void> {
  const row = listRowSchemas[kind].parse(data);
  const current = await db.lists.get(row.id);
  if (current && seqOf(current) >= seq) return;
  await db.lists.put({ ...row, kind, workspaceId: scope.workspaceId, seq });
  const clientId = 'clientId' in row ? row.clientId : undefined;
  if (typeof clientId === 'string' && clientId !== row.id) await db.lists.delete(clientId);
}

async function putMember(db: LocalDb, scope: SyncScope, data: unknown): Promise<void> {
  const member = syncMemberSchema.parse(data);
  const current = await db.users.get(member.userId);
  const workspaceIds = new Set<string>(
    Array.isArray(current?.workspaceIds) ? (current.workspaceIds as string[]) : [],
  );
  workspaceIds.add(scope.workspaceId);
  await db.users.put({ ...current, ...member, id: member.userId, workspaceIds: [...workspaceIds] });
}

async function dropOrbitContents(db: LocalDb, orbitId: string): Promise<void> {
  await db.lists.filter((row) => row.orbitId === orbitId).delete();
  const itemIds = (await db.items.filter((row) => row.orbitId === orbitId).primaryKeys()).map(String);
  await db.items.bulkDelete(itemIds);
  await db.myTasks.bulkDelete(itemIds);
  await db.favorites.bulkDelete(itemIds);
}

/** Applies one change-log entry; older or repeated entries (seq not above the row's) change nothing. */
export async function applyChange(db: LocalDb, scope: SyncScope, change: Change): Promise<void> {
  const { entity, op, id, seq } = change;
  if (op === 'delete') {
    if (entity === 'item') {
      const current = await db.items.get(id);
      if (current && seqOf(current) > seq) return;
      await db.items.delete(id);
      await db.myTasks.delete(id);
      await db.favorites.delete(id);
    } else if (entity === 'favorite') {
      await db.favorites.delete(id);
    } else if (entity === 'member') {
      await db.users.delete(id);
    } else if (listKinds[entity]) {
      const current = await db.lists.get(id);
      if (current && seqOf(current) > seq) return;
      await db.lists.delete(id);
      // An orbit's delete also means "you no longer see it" (archived, or access lost): the server
      // sends nothing more about its lists and tasks, so they go with it.
      if (entity === 'orbit') await dropOrbitContents(db, id);
    }
    return;
  }
  if (entity === 'item') return putItem(db, scope, change.data, seq);
  if (entity === 'favorite') {
    const fav = favoriteSchema.parse(change.data);
    await db.favorites.put({ ...fav, item_id: fav.itemId, workspaceId: scope.workspaceId });
    return;
  }
  if (entity === 'member') return putMember(db, scope, change.data);
  const kind = listKinds[entity];
  if (kind) return putListRow(db, scope, kind, change.data, seq);
  // Entities this client does not know yet (chat, inbox) are ignored rather than failing the batch.
}

const syncedTables = (db: LocalDb) => [db.items, db.lists, db.favorites, db.myTasks, db.users];

/** Applies changes in order inside one transaction, so a reader never sees half a batch. */
export async function applyChanges(db: LocalDb, scope: SyncScope, changes: Change[]): Promise<void> {
  if (changes.length === 0) return;
  const sorted = [...changes].sort((a, b) => a.seq - b.seq);
  await db.transaction('rw', syncedTables(db), async () => {
    for (const change of sorted) await applyChange(db, scope, change);
  });
}

/**
 * Replaces everything held for the workspace by the bootstrap answer (deleted items included). The
 * workspace's rows were just removed, so nothing held can be newer: rows go in with bulk writes, one
 * IndexedDB request per table instead of a read and a write per row (ten thousand tasks in a second
 * or so rather than half a minute).
 */
export async function applyBootstrap(db: LocalDb, scope: SyncScope, boot: Bootstrap): Promise<void> {
  const { workspaceId, meId } = scope;
  // Rows still under a temporary id wait for their create in the outbox: keep them.
  const inWorkspace = (row: LocalRow) =>
    row.workspaceId === workspaceId && !String(row.id ?? row.item_id).includes('-');
  const listRows = (
    [
      ['orbit', boot.orbits],
      ['list', boot.lists],
      ['view', boot.views],
      ['label', boot.labels],
    ] as const
  ).flatMap(([kind, rows]) =>
    rows.map((data) => {
      const row = listRowSchemas[kind].parse(data);
      return { ...row, kind, workspaceId, seq: row.seq ?? 0 };
    }),
  );
  const items = boot.items.map((data) => {
    const item = itemSchema.parse(data);
    return { ...item, workspaceId: item.workspaceId || workspaceId, seq: item.seq ?? 0 };
  });
  // Server rows replacing the optimistic rows their creator made under a temporary id.
  const replacedLists = listRows.flatMap((row) => {
    const clientId = 'clientId' in row ? row.clientId : undefined;
    return typeof clientId === 'string' && clientId !== row.id ? [clientId] : [];
  });
  const replacedItems = new Map(
    items.flatMap((item): [string, string][] =>
      item.clientId && item.clientId !== item.id ? [[item.clientId, item.id]] : [],
    ),
  );
  await db.transaction('rw', syncedTables(db), async () => {
    await db.items.filter(inWorkspace).delete();
    await db.lists.filter(inWorkspace).delete();
    await db.favorites.filter(inWorkspace).delete();
    await db.myTasks.filter(inWorkspace).delete();
    await db.lists.bulkPut(listRows);
    await db.lists.bulkDelete(replacedLists);
    await db.items.bulkPut(items);
    if (replacedItems.size > 0) {
      const temporaryIds = [...replacedItems.keys()];
      const starred = (await db.favorites.bulkGet(temporaryIds)).filter((fav) => fav !== undefined);
      await db.items.bulkDelete(temporaryIds);
      await db.myTasks.bulkDelete(temporaryIds);
      await db.favorites.bulkDelete(temporaryIds);
      await db.favorites.bulkPut(
        starred.map((fav) => ({ ...fav, item_id: replacedItems.get(fav.item_id) ?? fav.item_id })),
      );
    }
    await db.myTasks.bulkPut(
      items
        .filter((item) => item.assigneeIds.includes(meId))
        .map((item) => ({ item_id: item.id, workspaceId })),
    );
    for (const member of boot.members) await putMember(db, scope, member);
    await db.favorites.bulkPut(boot.favorites.map((fav) => ({ ...fav, item_id: fav.itemId, workspaceId })));
  });
}
