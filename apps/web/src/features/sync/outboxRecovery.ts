import type { LocalDb } from '../../lib/localDb';
import type { SyncDb } from '../../lib/syncDb';
import { reapplyEffects } from './outboxEffects';
import { type OutboxEntry, outboxEntrySchema, parseAll } from './outboxRecords';
import type { TabLocks } from './tabLocks';

/** Where the outbox was kept before IndexedDB; moved over once on start. */
export const OUTBOX_STORAGE_KEY = 'orbit-outbox';

/** A path below the workspace's address, so it can be sent to the workspace's address of the day. */
export function orgRelative(entry: OutboxEntry): OutboxEntry {
  const prefix = `/api/orgs/${encodeURIComponent(entry.org)}`;
  if (entry.orgRelative || !entry.path.startsWith(`${prefix}/`)) return entry;
  return { ...entry, path: entry.path.slice(prefix.length), orgRelative: true };
}

/** Moves the queue the app kept in localStorage before (`orbit-outbox`) into IndexedDB, once. */
export async function moveLegacyQueue(
  store: SyncDb,
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
): Promise<void> {
  const raw = storage.getItem(OUTBOX_STORAGE_KEY);
  if (raw == null) return;
  let parsed: unknown = [];
  try {
    parsed = JSON.parse(raw);
  } catch {
    // Unreadable: nothing to move.
  }
  // Those writes were already applied when they were queued: stored as ready, with no effects.
  const legacy = parseAll(outboxEntrySchema, Array.isArray(parsed) ? parsed : []).map((entry) =>
    orgRelative({ ...entry, state: 'ready' as const, createdAt: Date.now() }),
  );
  try {
    await store.outbox.bulkAdd(legacy.map(({ seq: _seq, ...entry }) => entry));
  } catch {
    // Another tab moved them at the same moment (the ids are unique): theirs stand.
  }
  storage.removeItem(OUTBOX_STORAGE_KEY);
}

/** Writes stored by a page that closed before it made their optimistic change: made now. */
export async function repairHalfMade(store: SyncDb, db: LocalDb, locks: TabLocks): Promise<void> {
  const stored = parseAll(outboxEntrySchema, await store.outbox.toArray());
  for (const entry of stored) {
    if (entry.state !== 'applying' || (await locks.isAlive(entry.tabId))) continue;
    await reapplyEffects(db, entry);
    if (entry.seq !== undefined) await store.outbox.update(entry.seq, { state: 'ready' });
  }
}
