import Dexie, { type Table } from 'dexie';
import { syncDbFor } from './syncDb';

/** Rows are the server's DTOs; each feature narrows the type it stores. */
export type LocalRow = Record<string, unknown>;

export const LOCAL_DB_NAME = 'orbit';
export const LOCAL_DB_VERSION = 13;

export class LocalDb extends Dexie {
  items!: Table<LocalRow & { id: string }, string>;
  favorites!: Table<LocalRow & { item_id: string }, string>;
  lists!: Table<LocalRow & { id: string }, string>;
  users!: Table<LocalRow & { id: string }, string>;
  myTasks!: Table<LocalRow & { item_id: string }, string>;
  topics!: Table<LocalRow & { id: string }, string>;
  statuses!: Table<LocalRow & { member_id: string }, string>;
  scheduledMessages!: Table<LocalRow & { id: string }, string>;
  draftMessages!: Table<LocalRow & { item_id: string }, string>;

  constructor(name = LOCAL_DB_NAME) {
    super(name);
    // The seed's schema version 13: these tables with these keys.
    this.version(LOCAL_DB_VERSION).stores({
      items: 'id',
      favorites: 'item_id',
      lists: 'id',
      users: 'id',
      myTasks: 'item_id',
      topics: 'id',
      statuses: 'member_id',
      scheduledMessages: 'id',
      draftMessages: 'item_id',
    });
  }
}

export const localDb = new LocalDb();

/** The tables logout empties (the seed's list; drafts and scheduled messages are kept). */
export const tablesClearedOnLogout = ['items', 'favorites', 'lists', 'users', 'myTasks', 'topics'] as const;

export async function clearLocalTablesOnLogout(db: LocalDb = localDb): Promise<void> {
  await db.transaction(
    'rw',
    tablesClearedOnLogout.map((name) => db.table(name)),
    async () => {
      await Promise.all(tablesClearedOnLogout.map((name) => db.table(name).clear()));
    },
  );
  // The sync cursors and tombstones describe the rows just cleared: the next sign-in bootstraps.
  const sync = syncDbFor(db.name);
  await sync.transaction('rw', sync.cursors, sync.tombstones, async () => {
    await sync.cursors.clear();
    await sync.tombstones.clear();
  });
}
