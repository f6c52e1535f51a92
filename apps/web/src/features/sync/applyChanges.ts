import { isSyncEntityName, parseEntityData, type SyncEntityData, type SyncEntityName } from '@orbit/shared';
import type { LocalDb, LocalRow } from '../../lib/localDb';
import { type SyncDb, syncDbFor, type Tombstone } from '../../lib/syncDb';
import { memberRowOf } from './bootstrapRows';
import { callApplier } from './callStore';
import {
  deleteById,
  deleteConversation,
  deleteMessage,
  dropConversationMessages,
  dropWorkspaceChat,
  putChatRead,
  putConversation,
  putDraft,
  putMessage,
  putScheduled,
} from './chatStore';
import {
  applyNotificationBatch,
  deleteNotification,
  dropWorkspaceNotifications,
  putNotification,
} from './inboxStore';
import { rowSeq } from './rowSeq';
import type { Change } from './schemas';

/** Who the client is syncing for: rows are tagged with the workspace, `myTasks` follows `meId`. */
export type SyncScope = { workspaceId: string; meId: string };

/** `lists` holds orbits, lists, views, labels, groups of people, boards and documents; this tells them apart. */
export type ListKind = 'orbit' | 'list' | 'view' | 'label' | 'group' | 'board' | 'document';

/**
 * A server row that does not match its entity's schema in the registry (`syncEntitySchemas` of
 * @orbit/shared). It fails the batch: a catch-up then starts over from a bootstrap, which reads every
 * row as it is now (a log entry written by an older server is the usual cause), and a live batch asks
 * for a catch-up. Nothing half-read is ever stored.
 */
export class UnreadableRowError extends Error {
  constructor(
    readonly entity: SyncEntityName,
    readonly id: string,
  ) {
    super(`The server's ${entity} ${id} does not match its schema.`);
    this.name = 'UnreadableRowError';
  }
}

/**
 * The row of a server change (a log entry, a write's answer, a refetch), parsed at the boundary with
 * the shared strict schema of its entity. The web's lenient schemas (`./schemas`) only describe what
 * IndexedDB holds, optimistic rows included.
 */
export function serverRow<E extends SyncEntityName>(entity: E, data: unknown, id = '?'): SyncEntityData<E> {
  const row = parseEntityData(entity, data);
  if (row === null) throw new UnreadableRowError(entity, id);
  return row;
}

async function putItem(db: LocalDb, scope: SyncScope, data: unknown, seq: number): Promise<void> {
  const item = serverRow('item', data);
  const current = await db.items.get(item.id);
  if (current && rowSeq(current) >= seq) return;
  // A stored row keeps the temporary id it was first stored with (screens key a task by it): the bootstrap
  // leaves other devices' temporary ids out while live changes carry them, and a key that changed would
  // remount the task's panel under the person typing in it.
  const clientId = current ? ((current.clientId as string | null | undefined) ?? null) : item.clientId;
  await db.items.put({ ...item, clientId, workspaceId: item.workspaceId || scope.workspaceId, seq });
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
  const row = serverRow(kind, data);
  const current = await db.lists.get(row.id);
  if (current && rowSeq(current) >= seq) return;
  await db.lists.put({ ...row, kind, workspaceId: scope.workspaceId, seq });
  if (row.clientId && row.clientId !== row.id) await db.lists.delete(row.clientId);
}

export async function putMember(db: LocalDb, scope: SyncScope, data: unknown): Promise<void> {
  const member = serverRow('member', data);
  const current = await db.users.get(member.userId);
  const workspaceIds = new Set<string>(
    Array.isArray(current?.workspaceIds) ? (current.workspaceIds as string[]) : [],
  );
  workspaceIds.add(scope.workspaceId);
  await db.users.put({ ...current, ...memberRowOf(member, [...workspaceIds]) });
}

/** The person left the workspace: their row stays only for the other workspaces they share with me. */
export async function dropMember(db: LocalDb, workspaceId: string, userId: string): Promise<void> {
  const current = await db.users.get(userId);
  if (!current) return;
  const others = (Array.isArray(current.workspaceIds) ? (current.workspaceIds as string[]) : []).filter(
    (id) => id !== workspaceId,
  );
  if (others.length === 0) await db.users.delete(userId);
  else await db.users.put({ ...current, workspaceIds: others });
}

/**
 * I am no longer in the workspace: everything held for it goes (rows still under a temporary id too:
 * their creates can never be accepted now).
 */
export async function dropWorkspace(db: LocalDb, workspaceId: string): Promise<void> {
  const inWorkspace = (row: LocalRow) => row.workspaceId === workspaceId;
  await db.items.filter(inWorkspace).delete();
  await db.lists.filter(inWorkspace).delete();
  await db.favorites.filter(inWorkspace).delete();
  await db.myTasks.filter(inWorkspace).delete();
  const members = await db.users
    .filter((u) => Array.isArray(u.workspaceIds) && u.workspaceIds.includes(workspaceId))
    .primaryKeys();
  for (const userId of members) await dropMember(db, workspaceId, String(userId));
  // Chat's rows in the seed's tables; its rows in the sync database go in that database's own
  // transaction (applyChanges), or with forgetWorkspace.
  await db.topics.filter(inWorkspace).delete();
  await db.draftMessages.filter(inWorkspace).delete();
  await db.scheduledMessages.filter(inWorkspace).delete();
}

/** Outside any transaction: everything held for the workspace, in both databases. */
export async function forgetWorkspace(db: LocalDb, workspaceId: string): Promise<void> {
  await dropWorkspace(db, workspaceId);
  await dropWorkspaceChat(db, syncDbFor(db.name), workspaceId);
  await dropWorkspaceNotifications(syncDbFor(db.name), workspaceId);
}

/**
 * A favourite is shown with its task only: one whose task this store does not hold goes. (A catch-up
 * can bring the favourite of a task from an orbit since lost, from the person's own room, without the
 * task, whose changes were in the orbit's room.)
 */
async function dropOrphanFavorites(db: LocalDb, workspaceId: string): Promise<void> {
  const starred = (await db.favorites.filter((row) => row.workspaceId === workspaceId).primaryKeys()).map(
    String,
  );
  if (starred.length === 0) return;
  const tasks = await db.items.bulkGet(starred);
  const orphans = starred.filter((_id, index) => tasks[index] === undefined);
  if (orphans.length > 0) await db.favorites.bulkDelete(orphans);
}

async function dropOrbitContents(db: LocalDb, orbitId: string): Promise<void> {
  await db.lists.filter((row) => row.orbitId === orbitId).delete();
  const itemIds = (await db.items.filter((row) => row.orbitId === orbitId).primaryKeys()).map(String);
  await db.items.bulkDelete(itemIds);
  await db.myTasks.bulkDelete(itemIds);
  await db.favorites.bulkDelete(itemIds);
}

/** How one entity's changes land in the seed's tables: the client half of the entity registry. */
type Applier = {
  upsert(db: LocalDb, scope: SyncScope, data: unknown, seq: number): Promise<void>;
  delete(db: LocalDb, scope: SyncScope, id: string, seq: number): Promise<void>;
};

/** `lists` holds orbits, lists, views and labels, told apart by `kind`. */
const listTableApplier = (kind: ListKind): Applier => ({
  upsert: (db, scope, data, seq) => putListRow(db, scope, kind, data, seq),
  async delete(db, _scope, id, seq) {
    const current = await db.lists.get(id);
    if (current && rowSeq(current) > seq) return;
    await db.lists.delete(id);
    // An orbit's delete also means "you no longer see it" (archived, or access lost): the server
    // sends nothing more about its lists and tasks, so they go with it.
    if (kind === 'orbit') await dropOrbitContents(db, id);
  },
});

/**
 * One applier per entity of the shared registry (`syncEntitySchemas`): typed as a record over its
 * names, so an entity added there does not compile until the client says where it goes.
 */
const appliers: Record<SyncEntityName, Applier> = {
  workspace: {
    // The workspace itself lives in `me` (features/members/useWorkspaceEvents.ts), not in a table.
    upsert: async () => {},
    // Sent to me alone when I left or was removed.
    delete: (db, scope) => dropWorkspace(db, scope.workspaceId),
  },
  member: {
    upsert: (db, scope, data) => putMember(db, scope, data),
    delete: (db, scope, id) => dropMember(db, scope.workspaceId, id),
  },
  orbit: listTableApplier('orbit'),
  list: listTableApplier('list'),
  view: listTableApplier('view'),
  label: listTableApplier('label'),
  group: listTableApplier('group'),
  // Whiteboards (features/boards): rows in an orbit, so an orbit's delete takes them with its lists.
  board: listTableApplier('board'),
  // Documents (features/documents): likewise, kept in `lists` with kind 'document'.
  document: listTableApplier('document'),
  // One per person, whatever the workspace: the seed's `statuses` table, keyed by member_id.
  memberStatus: {
    async upsert(db, _scope, data) {
      const status = serverRow('memberStatus', data);
      await db.statuses.put({ ...status, member_id: status.userId });
    },
    delete: async (db, _scope, id) => {
      await db.statuses.delete(id);
    },
  },
  item: {
    upsert: (db, scope, data, seq) => putItem(db, scope, data, seq),
    async delete(db, _scope, id, seq) {
      const current = await db.items.get(id);
      if (current && rowSeq(current) > seq) return;
      await db.items.delete(id);
      await db.myTasks.delete(id);
      await db.favorites.delete(id);
    },
  },
  favorite: {
    async upsert(db, scope, data) {
      const fav = serverRow('favorite', data);
      await db.favorites.put({ ...fav, item_id: fav.itemId, workspaceId: scope.workspaceId });
    },
    delete: async (db, _scope, id) => {
      await db.favorites.delete(id);
    },
  },
  conversation: {
    upsert: (db, _scope, data, seq) => putConversation(db, data, seq),
    delete: (db, _scope, id, seq) => deleteConversation(db, id, seq),
  },
  draft: {
    upsert: (db, scope, data) => putDraft(db, scope.workspaceId, data),
    delete: async (db, _scope, id) => {
      await db.draftMessages.delete(id);
    },
  },
  scheduledMessage: {
    upsert: (db, _scope, data, seq) => putScheduled(db, data, seq),
    delete: (db, _scope, id, seq) => deleteById(db.scheduledMessages, id, seq),
  },
  // Kept in memory (features/sync/callStore.ts): the seed's tables have no place for calls.
  call: {
    upsert: (_db, _scope, data, seq) => callApplier.upsert(data, seq),
    delete: (_db, _scope, id) => callApplier.remove(id),
  },
  // Kept in the sync database (storeAppliers below), not in the seed's tables.
  message: { upsert: async () => {}, delete: async () => {} },
  chatRead: { upsert: async () => {}, delete: async () => {} },
  notification: { upsert: async () => {}, delete: async () => {} },
  notificationBatch: { upsert: async () => {}, delete: async () => {} },
};

/** Entities whose rows live in the sync database (`orbit-sync`), applied in its transaction. */
type StoreApplier = {
  upsert(store: SyncDb, scope: SyncScope, data: unknown, seq: number): Promise<void>;
  delete(store: SyncDb, scope: SyncScope, id: string, seq: number): Promise<void>;
};
const storeAppliers: Partial<Record<SyncEntityName, StoreApplier>> = {
  message: {
    upsert: (store, _scope, data, seq) => putMessage(store, data, seq),
    delete: (store, _scope, id, seq) => deleteMessage(store, id, seq),
  },
  chatRead: {
    upsert: (store, scope, data) => putChatRead(store, scope.workspaceId, data),
    delete: async (store, _scope, id) => {
      await store.chatReads.delete(id);
    },
  },
  notification: {
    upsert: (store, _scope, data, seq) => putNotification(store, data, seq),
    delete: (store, _scope, id, seq) => deleteNotification(store, id, seq),
  },
  // One bulk change of many notifications (it is no row of its own: nothing to delete).
  notificationBatch: {
    upsert: (store, _scope, data, seq) => applyNotificationBatch(store, data, seq),
    delete: async () => {},
  },
};

async function applyStoreChange(store: SyncDb, scope: SyncScope, change: Change): Promise<void> {
  const applier = isSyncEntityName(change.entity) ? storeAppliers[change.entity] : undefined;
  if (!applier) return;
  if (change.op === 'delete') await applier.delete(store, scope, change.id, change.seq);
  else await applier.upsert(store, scope, change.data, change.seq);
}

/** Applies one change-log entry; older or repeated entries (seq not above the row's) change nothing. */
export async function applyChange(db: LocalDb, scope: SyncScope, change: Change): Promise<void> {
  // Entities this client does not know yet (a newer server) are ignored rather than failing the batch.
  if (!isSyncEntityName(change.entity)) return;
  if (storeAppliers[change.entity]) {
    // One transaction: a reader never sees a server copy beside the pending row it replaces.
    const store = syncDbFor(db.name);
    return store.transaction('rw', [store.messages, store.chatReads, store.notifications], () =>
      applyStoreChange(store, scope, change),
    );
  }
  const applier = appliers[change.entity];
  // Inside applyChanges this joins its transaction; alone (a write's answer) it is its own.
  await db.transaction('rw', syncedTables(db), async () => {
    if (change.op === 'delete') await applier.delete(db, scope, change.id, change.seq);
    else await applier.upsert(db, scope, change.data, change.seq);
  });
}

/** The seed tables synced rows live in: one transaction spans them. */
export const syncedTables = (db: LocalDb) => [
  db.items,
  db.lists,
  db.favorites,
  db.myTasks,
  db.users,
  db.topics,
  db.draftMessages,
  db.scheduledMessages,
  db.statuses,
];

/**
 * A delete made on this device alone (the outbox's "the server no longer has it for me"), not read from
 * the log: it leaves no tombstone, since no sequence number says when it happened.
 */
export const localDropSeq = Number.MAX_SAFE_INTEGER;

export const tombstoneKey = (workspaceId: string, entity: string, id: string) =>
  `${workspaceId}:${entity}:${id}`;

/** The rows an orbit delete takes with it: they get the orbit delete's tombstone too. */
async function orbitContents(db: LocalDb, orbitId: string): Promise<[string, string][]> {
  const lists = await db.lists
    .filter(
      (row) =>
        row.orbitId === orbitId && (row.kind === 'list' || row.kind === 'board' || row.kind === 'document'),
    )
    .toArray();
  const items = await db.items.filter((row) => row.orbitId === orbitId).primaryKeys();
  return [
    ...lists.map((row): [string, string] => [String(row.kind), String(row.id)]),
    ...items.map((id): [string, string] => ['item', String(id)]),
  ];
}

/**
 * Applies changes in seq order inside one transaction, so a reader never sees half a batch. Deletes
 * leave tombstones (in the `orbit-sync` database): an upsert whose seq is not above its row's tombstone
 * is dropped, so a late or repeated upsert never resurrects what a later delete removed. An upsert above
 * it (access regained, a restore) clears it.
 */
export async function applyChanges(db: LocalDb, scope: SyncScope, changes: Change[]): Promise<void> {
  if (changes.length === 0) return;
  const { workspaceId } = scope;
  const store = syncDbFor(db.name);
  const sorted = [...changes].sort((a, b) => a.seq - b.seq);
  const keyOf = (change: Change) => tombstoneKey(workspaceId, change.entity, change.id);
  const held = await store.tombstones.bulkGet(sorted.map(keyOf));
  const buried = new Map(held.filter((t) => t !== undefined).map((t) => [t.key, t.seq]));
  const live = sorted.filter(
    (change) => change.op === 'delete' || (buried.get(keyOf(change)) ?? -1) < change.seq,
  );
  // Every row is read before anything is written: one that does not match its schema fails the
  // whole batch, in both databases.
  for (const change of live) {
    if (change.op === 'upsert' && isSyncEntityName(change.entity))
      serverRow(change.entity, change.data, change.id);
  }
  // Tombstones to write (the last word per key) and the ones an upsert above them retires.
  const graves = new Map<string, Tombstone>();
  const raised = new Set<string>();
  const bury = (key: string, seq: number) => {
    graves.set(key, { key, workspaceId, seq });
    raised.delete(key);
  };
  let workspaceGone = false;
  await db.transaction('rw', syncedTables(db), async () => {
    for (const change of live) {
      if (change.op === 'delete' && change.seq < localDropSeq) {
        bury(keyOf(change), change.seq);
        if (change.entity === 'orbit') {
          for (const [entity, id] of await orbitContents(db, change.id)) {
            bury(tombstoneKey(workspaceId, entity, id), change.seq);
          }
        }
        if (change.entity === 'workspace') workspaceGone = true;
      } else if (change.op === 'upsert') {
        graves.delete(keyOf(change));
        if (buried.has(keyOf(change))) raised.add(keyOf(change));
      }
      if (!storeAppliers[change.entity as SyncEntityName]) await applyChange(db, scope, change);
    }
    // Lost orbits: their tasks went (dropOrbitContents), and with them any favourite left alone.
    if (live.some((change) => change.entity === 'orbit' && change.op === 'delete')) {
      await dropOrphanFavorites(db, workspaceId);
    }
  });
  // Written once the rows are: a crash in between leaves the cursor behind too, so the next catch-up
  // replays these deletes.
  const lostConversations = live
    .filter((change) => change.entity === 'conversation' && change.op === 'delete')
    .map((change) => change.id);
  await store.transaction(
    'rw',
    [store.tombstones, store.cursors, store.messages, store.chatReads, store.notifications],
    async () => {
      if (workspaceGone) {
        await dropWorkspaceNotifications(store, workspaceId);
        // Nothing of it is held any more; a later return starts with a fresh bootstrap.
        await store.tombstones.where('workspaceId').equals(workspaceId).delete();
        await store.cursors.delete(workspaceId);
        await store.messages.where('workspaceId').equals(workspaceId).delete();
        await store.chatReads.where('workspaceId').equals(workspaceId).delete();
        return;
      }
      for (const change of live) await applyStoreChange(store, scope, change);
      await dropConversationMessages(store, lostConversations);
      await store.tombstones.bulkDelete([...raised]);
      await store.tombstones.bulkPut([...graves.values()]);
    },
  );
}
