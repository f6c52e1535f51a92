import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { clearLocalTablesOnLogout, LocalDb } from './localDb';

let db: LocalDb | undefined;
afterEach(async () => {
  db?.close();
  if (db) await Dexie.delete(db.name);
});

describe('the local database', () => {
  it("opens at schema version 13 with exactly the seed's tables and keys", async () => {
    db = new LocalDb(`t-${crypto.randomUUID()}`);
    await db.open();
    expect(db.verno).toBe(13);
    const keys = Object.fromEntries(db.tables.map((t) => [t.name, t.schema.primKey.keyPath]));
    expect(keys).toEqual({
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
  });

  it('logout empties items, favorites, lists, users, myTasks and topics only', async () => {
    db = new LocalDb(`t-${crypto.randomUUID()}`);
    await db.items.put({ id: 'i1' });
    await db.favorites.put({ item_id: 'i1' });
    await db.lists.put({ id: 'l1' });
    await db.users.put({ id: 'u1' });
    await db.myTasks.put({ item_id: 'i1' });
    await db.topics.put({ id: 't1' });
    await db.draftMessages.put({ item_id: 'c1', text: 'unsent' });
    await clearLocalTablesOnLogout(db);
    for (const table of ['items', 'favorites', 'lists', 'users', 'myTasks', 'topics'] as const) {
      expect(await db[table].count(), table).toBe(0);
    }
    expect(await db.draftMessages.count()).toBe(1);
  });
});
