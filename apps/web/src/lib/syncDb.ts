import Dexie, { type Table } from 'dexie';

/** A stored row whose shape its owner checks when it reads it back (zod, in features/sync). */
export type StoredRecord = Record<string, unknown>;

export const SYNC_DB_NAME = 'orbit-sync';

export type Tombstone = { key: string; workspaceId: string; seq: number };
export type SyncCursor = { workspaceId: string; seq: number };
export type OrbitItemIds = { key: string; workspaceId: string; orbitId: string; ids: string[] };

/**
 * The sync engine's own bookkeeping, beside the app's local database: that one is fixed by the seed at
 * schema version 13 with exactly its tables, so nothing may be added to it. Each version here only
 * adds tables (a feature extends it with `this.version(n).stores({ ... })` below the last one).
 *
 * - `outbox`: writes waiting for the server, in the order they were made (`seq`, auto-increment).
 * - `failedWrites`: writes the server refused for good, until the person dismisses them.
 * - `tombstones` (version 2): the rows a change-log delete removed, keyed `workspaceId:entity:id`, with
 *   that delete's seq: an upsert with a lower seq arriving later never brings the row back.
 * - `cursors` (version 2): per workspace, the confirmed sequence number: every change up to it that
 *   this person may see is applied and stored (docs/SYNC.md, "Convergent clients").
 * - `messages`, `chatReads` (version 3): chat's messages and read markers, which the seed's tables
 *   have no place for (features/sync/chatStore.ts).
 * - `notifications` (version 4): the inbox's rows (features/sync/inboxStore.ts).
 * - `orbitItemIds` (version 5): per orbit, the ids of its tasks as this device last held them, keyed
 *   `workspaceId:orbitId`: a side index the v13 `items` table cannot have, so a reload reads the open
 *   orbit's tasks by key before the whole workspace (features/tasks/itemStore.ts). Only a hint: the
 *   read of every task that follows is the truth.
 */
export class SyncDb extends Dexie {
  /** Chat messages (version 3), by conversation and sequence; see features/sync/chatStore.ts. */
  messages!: Table<StoredRecord & { id: string; conversationId: string; workspaceId: string }, string>;
  /** The person's read marker per conversation (version 3), key conversationId. */
  chatReads!: Table<StoredRecord & { conversationId: string; workspaceId: string }, string>;
  /** The inbox (version 4): one row per target, see features/sync/inboxStore.ts. */
  notifications!: Table<StoredRecord & { id: string; workspaceId: string; updatedAt: string }, string>;
  outbox!: Table<StoredRecord & { seq?: number; id: string }, number>;
  failedWrites!: Table<StoredRecord & { id: string }, string>;
  tombstones!: Table<Tombstone, string>;
  cursors!: Table<SyncCursor, string>;
  /** The ids of each orbit's tasks (version 5), see features/tasks/itemStore.ts. */
  orbitItemIds!: Table<OrbitItemIds, string>;

  constructor(name = SYNC_DB_NAME) {
    super(name);
    this.version(1).stores({ outbox: '++seq, &id', failedWrites: 'id, failedAt' });
    this.version(2).stores({ tombstones: 'key, workspaceId', cursors: 'workspaceId' });
    this.version(3).stores({
      messages: 'id, [conversationId+conversationSeq], conversationId, workspaceId, clientId',
      chatReads: 'conversationId, workspaceId',
    });
    this.version(4).stores({ notifications: 'id, workspaceId, [workspaceId+updatedAt]' });
    this.version(5).stores({ orbitItemIds: 'key, workspaceId' });
  }
}

export const syncDb = new SyncDb();

const companions = new Map<string, SyncDb>();

/**
 * The bookkeeping database that goes with a local database: `orbit` → `orbit-sync` (the app's), and
 * `<name>-sync` for the databases tests make, so each test's state stays its own.
 */
export function syncDbFor(localName: string): SyncDb {
  if (`${localName}-sync` === SYNC_DB_NAME) return syncDb;
  let found = companions.get(localName);
  if (!found) {
    found = new SyncDb(`${localName}-sync`);
    companions.set(localName, found);
  }
  return found;
}
