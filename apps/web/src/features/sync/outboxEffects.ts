import type { Dexie, Table } from 'dexie';
import type { LocalDb, LocalRow } from '../../lib/localDb';
import { syncDbFor } from '../../lib/syncDb';
import {
  type OutboxEffect,
  type OutboxEntry,
  type OutboxSnapshot,
  type OutboxTable,
  syncStoreTables,
} from './outboxRecords';
import { rowSeq } from './rowSeq';

export type Touch = { table: OutboxTable; key: string };
/**
 * The optimistic change. It runs in a transaction over the touched tables' database: the seed's for
 * its tables, the sync database (`syncDbFor(db.name)`) for `messages`, `chatReads` and `notifications`.
 */
export type Apply = (db: LocalDb) => Promise<void>;

const writableTables = (db: LocalDb) => [
  db.items,
  db.lists,
  db.favorites,
  db.myTasks,
  db.topics,
  db.draftMessages,
  db.scheduledMessages,
];

type Scope = { dexie: Dexie; tables: Table[] };

/** The database (and its writable tables) a write's rows are in: one only, IndexedDB cannot span two. */
function scopeOf(db: LocalDb, tables: readonly OutboxTable[]): Scope {
  const inStore = tables.filter((table) => syncStoreTables.has(table));
  if (inStore.length === 0) return { dexie: db, tables: writableTables(db) };
  if (inStore.length !== tables.length) throw new Error('A write touches rows of one database only.');
  const store = syncDbFor(db.name);
  return { dexie: store, tables: [store.messages, store.chatReads, store.notifications] };
}

function tableOf(db: LocalDb, table: OutboxTable): Table {
  return syncStoreTables.has(table) ? syncDbFor(db.name).table(table) : db.table(table);
}

/** Thrown inside a transaction to undo it: the dry run must leave nothing behind. */
class DryRunDone extends Error {}

async function readRows(db: LocalDb, touches: readonly Touch[]): Promise<(LocalRow | null)[]> {
  return Promise.all(
    touches.map(
      async ({ table, key }) => ((await tableOf(db, table).get(key)) as LocalRow | undefined) ?? null,
    ),
  );
}

/**
 * What the optimistic change would do, without doing it: the touched rows before and after `apply`,
 * inside a transaction that is then aborted. The outbox stores both before the change is made for
 * real, so a crash in between can be repaired on the next start (see reapplyEffects).
 */
export async function dryRun(
  db: LocalDb,
  touches: readonly Touch[],
  apply: Apply,
): Promise<{ snapshots: OutboxSnapshot[]; effects: OutboxEffect[] }> {
  let result: { snapshots: OutboxSnapshot[]; effects: OutboxEffect[] } | undefined;
  const { dexie, tables } = scopeOf(
    db,
    touches.map((t) => t.table),
  );
  try {
    await dexie.transaction('rw', tables, async () => {
      const before = await readRows(db, touches);
      await apply(db);
      const after = await readRows(db, touches);
      result = {
        snapshots: touches.map((t, i) => ({ ...t, before: before[i] ?? null })),
        effects: touches.map((t, i) => ({ ...t, after: after[i] ?? null })),
      };
      throw new DryRunDone();
    });
  } catch (error) {
    if (!(error instanceof DryRunDone) || !result) throw error;
  }
  if (!result) throw new Error('The dry run did not finish.');
  return result;
}

/** Makes the optimistic change for real, answering the touched rows as they were just before it. */
export async function applyWrite(
  db: LocalDb,
  touches: readonly Touch[],
  apply: Apply,
): Promise<OutboxSnapshot[]> {
  const { dexie, tables } = scopeOf(
    db,
    touches.map((t) => t.table),
  );
  return dexie.transaction('rw', tables, async () => {
    const before = await readRows(db, touches);
    await apply(db);
    return touches.map((t, i) => ({ ...t, before: before[i] ?? null }));
  });
}

/** JSON with object keys sorted: two reads of the same row compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

export function sameRow(a: LocalRow | null, b: LocalRow | null): boolean {
  return canonical(a) === canonical(b);
}

/**
 * Repairs a write stored while its optimistic change may not have been made (the page closed or
 * crashed in between): each touched row still exactly as it was before gets the stored "after".
 * A row already changed (the change was made, or a newer copy came in meanwhile) is left alone, so
 * this can run any number of times.
 */
export async function reapplyEffects(db: LocalDb, entry: OutboxEntry): Promise<void> {
  const { dexie, tables } = scopeOf(
    db,
    entry.effects.map((e) => e.table),
  );
  await dexie.transaction('rw', tables, async () => {
    for (const effect of entry.effects) {
      const snapshot = entry.snapshots.find((s) => s.table === effect.table && s.key === effect.key);
      const table = tableOf(db, effect.table);
      const current = ((await table.get(effect.key)) as LocalRow | undefined) ?? null;
      if (!snapshot || !sameRow(current, snapshot.before)) continue;
      if (effect.after) await table.put(effect.after);
      else await table.delete(effect.key);
      if (effect.table !== 'items') continue;
      const assignees = effect.after?.assigneeIds;
      if (Array.isArray(assignees) && assignees.includes(entry.scope.meId)) {
        await db.myTasks.put({ item_id: effect.key, workspaceId: entry.scope.workspaceId });
      } else await db.myTasks.delete(effect.key);
    }
  });
}

/** A touched row's kind as the server names it: by its table, and in `lists` by the row's `kind`. */
export type Touched = {
  entity:
    | 'item'
    | 'favorite'
    | 'orbit'
    | 'list'
    | 'view'
    | 'label'
    | 'group'
    | 'board'
    | 'document'
    | 'conversation'
    | 'draft'
    | 'scheduledMessage'
    | 'message'
    | 'chatRead'
    | 'notification';
  key: string;
};

const listKinds = new Set(['orbit', 'list', 'view', 'label', 'group', 'board', 'document']);
const tableEntities: Partial<Record<OutboxTable, Touched['entity']>> = {
  items: 'item',
  favorites: 'favorite',
  topics: 'conversation',
  draftMessages: 'draft',
  scheduledMessages: 'scheduledMessage',
  messages: 'message',
  chatReads: 'chatRead',
  notifications: 'notification',
};

function entityOf(table: OutboxTable, row: LocalRow | null | undefined): Touched['entity'] | null {
  const entity = tableEntities[table];
  if (entity) return entity;
  const kind = row?.kind;
  return typeof kind === 'string' && listKinds.has(kind) ? (kind as Touched['entity']) : null;
}

/** Puts back what the write changed; answers the rows it touched, to fetch again. */
export async function rollback(db: LocalDb, entry: OutboxEntry): Promise<Touched[]> {
  const touched = new Map<string, Touched>();
  const { dexie, tables } = scopeOf(
    db,
    entry.snapshots.map((s) => s.table),
  );
  await dexie.transaction('rw', tables, async () => {
    for (const { table, key, before } of [...entry.snapshots].reverse()) {
      const current = (await tableOf(db, table).get(key)) as LocalRow | undefined;
      const entity = entityOf(table, before ?? current);
      if (entity) touched.set(`${entity}:${key}`, { entity, key });
      // A newer server copy arrived meanwhile: it is already the truth, leave it. (A create has no
      // before: its key is the temporary id, which a server row never has.)
      if (before && current && rowSeq(current) > rowSeq(before)) continue;
      if (before) await tableOf(db, table).put(before);
      else await tableOf(db, table).delete(key);
      if (table === 'items' && !before) await db.myTasks.delete(key);
    }
  });
  return [...touched.values()];
}
