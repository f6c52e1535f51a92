import type { BootstrapDto } from '@orbit/shared';
import { comparePositions } from '@orbit/shared';
import Dexie, { cmp, type IntervalTree, type ObservabilitySet } from 'dexie';
import { firstContentDrawn } from '../../lib/firstContent';
import { traceLoadStep } from '../../lib/loadTrace';
import { type LocalDb, type LocalRow, localDb } from '../../lib/localDb';
import { syncDbFor } from '../../lib/syncDb';
import { onBootstrapRead, pendingBootstrap } from '../sync/bootstrapPreview';
import type { Item } from '../sync/schemas';

type Listener = () => void;

/** What changed in `items` since the last look: these keys, or anything (a clear, a range delete). */
type Touched = { all: true } | { all: false; keys: string[] };

/** Collects the primary keys in one of Dexie's mutated-range trees; null when a range is not one key. */
function keysIn(tree: IntervalTree, into: string[]): boolean {
  if (!('from' in tree)) return true;
  if (cmp(tree.from, tree.to) !== 0 || typeof tree.from !== 'string') return false;
  into.push(tree.from);
  return (!tree.l || keysIn(tree.l, into)) && (!tree.r || keysIn(tree.r, into));
}

/**
 * The tasks of one workspace, held in memory and kept current from IndexedDB by the keys each write
 * touched (Dexie's `storagemutated`, which also carries other tabs' writes): one changed task costs one
 * `bulkGet` of that key, never a re-read of the workspace. A task that did not change keeps its object,
 * so rows memoised on it do not render again. Orbits keep their own version, so a screen of one orbit
 * is not told about changes in another.
 */
export class ItemStore {
  private readonly byId = new Map<string, Item>();
  private readonly orbitVersions = new Map<string, number>();
  private readonly listeners = new Set<Listener>();
  private version = 0;
  private sorted: { version: number; items: Item[] } = { version: -1, items: [] };
  private readonly byOrbit = new Map<string, { version: number; items: Item[] }>();
  private pending: Touched | null = null;
  private loading = false;
  private stopWatching: (() => void) | null = null;
  /** Counts the bootstrap answers shown before they were stored (see `prime`). */
  private primed = 0;
  /** Everything held came from answers not yet stored (a first answer may be followed by the whole). */
  private onlyPrimed = false;
  /** The orbit a screen is about to show, read first when the store starts (see `want`). */
  private wanted: string | undefined;
  /** Orbits whose tasks changed since their ids were last kept (see `keepOrbitIds`). */
  private readonly unsavedOrbits = new Set<string>();
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  loaded = false;

  constructor(
    private readonly workspaceId: string,
    private readonly db: LocalDb = localDb,
  ) {}

  /** Starts with the first listener and stops with the last. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  /** Every task of the workspace (Trash included) by position; the same array until one changes. */
  items(): Item[] {
    if (this.sorted.version !== this.version) {
      this.sorted = { version: this.version, items: [...this.byId.values()].sort(comparePositions) };
    }
    return this.sorted.items;
  }

  /** The orbit's tasks by position; the same array until one of them changes. */
  orbitItems(orbitId: string): Item[] {
    const version = this.orbitVersions.get(orbitId) ?? 0;
    const cached = this.byOrbit.get(orbitId);
    if (cached && cached.version === version) return cached.items;
    const items = this.items().filter((item) => item.orbitId === orbitId);
    this.byOrbit.set(orbitId, { version, items });
    return items;
  }

  item(id: string): Item | undefined {
    return this.byId.get(id);
  }

  /**
   * A screen of this orbit is about to subscribe: when the store starts empty, it reads this orbit's
   * tasks first, by the ids kept for it in orbit-sync (`orbitItemIds`), and shows them before it reads
   * the whole workspace (a reload of an orbit of 1,000 tasks in a workspace of 10,000 reads 1,000 rows
   * before drawing). Which tasks the orbit holds is only a hint written after each change: the full
   * read that follows adds a task that moved in since, and the rows read by key are checked to be of
   * this orbit still. `loaded` stays false until the full read.
   */
  want(orbitId: string): void {
    if (!this.stopWatching) this.wanted = orbitId;
  }

  private start(): void {
    const onMutated = (parts: ObservabilitySet) => {
      const tree = parts[`idb://${this.db.name}/items/`];
      if (!tree) return;
      const keys: string[] = [];
      this.touch(keysIn(tree, keys) ? { all: false, keys } : { all: true });
    };
    Dexie.on.storagemutated.subscribe(onMutated);
    const stopPreview = onBootstrapRead((workspaceId, boot) => {
      if (workspaceId === this.workspaceId) this.prime(boot.items);
    });
    this.stopWatching = () => {
      Dexie.on.storagemutated.unsubscribe(onMutated);
      stopPreview();
    };
    const waiting = pendingBootstrap(this.workspaceId);
    if (waiting) this.prime(waiting.items);
    this.touch({ all: true });
  }

  /**
   * The tasks of a bootstrap answer that is still being written (a first open of the workspace on this
   * device): shown now rather than after the write and a read of it all back. Only into a store that
   * holds nothing else (a first answer's orbit, then the whole answer); the database's own read after
   * the write confirms them (same rows keep their objects).
   */
  private prime(rows: BootstrapDto['items']): void {
    if (this.byId.size > 0 && !this.onlyPrimed) return;
    this.onlyPrimed = true;
    this.primed += 1;
    // Partial: what the answer lacks is not gone (the store is empty anyway).
    this.replaceAll(
      rows.map((row) => ({ ...row, workspaceId: row.workspaceId || this.workspaceId })) as Item[],
      true,
    );
  }

  private stop(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    clearTimeout(this.saveTimer);
    this.unsavedOrbits.clear();
    this.wanted = undefined;
    this.byId.clear();
    this.byOrbit.clear();
    this.orbitVersions.clear();
    this.pending = null;
    this.loaded = false;
    this.onlyPrimed = false;
  }

  /** Queues what changed; one read at a time, so a slow read never lands over a newer one. */
  private touch(touched: Touched): void {
    const pending = this.pending;
    if (touched.all || pending?.all) this.pending = { all: true };
    else this.pending = { all: false, keys: [...(pending?.keys ?? []), ...touched.keys] };
    if (!this.loading) void this.drain();
  }

  private async drain(): Promise<void> {
    this.loading = true;
    try {
      while (this.pending && this.stopWatching) {
        const touched = this.pending;
        this.pending = null;
        const inWorkspace = (row: LocalRow | undefined) => row?.workspaceId === this.workspaceId;
        if (touched.all) {
          const wanted = this.wanted;
          this.wanted = undefined;
          if (wanted && !this.loaded && this.byId.size === 0 && (await this.readOrbitFirst(wanted))) {
            // The screen's other reads (the orbit's row, its lists) would queue behind the read of every
            // task: it waits until the orbit's first rows are drawn (a second at most).
            await firstContentDrawn(1_000);
          }
          const primed = this.primed;
          // One getAll, filtered here: far quicker than a cursor over each row (Dexie's filter).
          const rows = (await this.db.items.toArray()).filter(inWorkspace);
          if (rows.length > 0) this.onlyPrimed = false;
          // A bootstrap shown from its answer meanwhile, or still being written: the database does not
          // hold all of it yet, so what it lacks is not gone.
          const partial = primed !== this.primed || pendingBootstrap(this.workspaceId) !== undefined;
          this.replaceAll(rows as unknown as Item[], partial);
        } else {
          const keys = [...new Set(touched.keys)];
          const rows = await this.db.items.bulkGet(keys);
          this.apply(
            keys,
            rows.map((row) => (inWorkspace(row) ? (row as unknown as Item) : undefined)),
          );
        }
      }
    } finally {
      this.loading = false;
    }
  }

  /** The tasks of `orbitId` by the ids kept for it (see `want`); false when none were shown. */
  private async readOrbitFirst(orbitId: string): Promise<boolean> {
    const kept = await syncDbFor(this.db.name)
      .orbitItemIds.get(orbitIdsKey(this.workspaceId, orbitId))
      .catch(() => undefined);
    if (!kept || kept.ids.length === 0) return false;
    const rows = await this.db.items.bulkGet(kept.ids);
    // A task moved to another orbit or gone since the ids were kept is not shown here.
    const mine = rows.filter(
      (row) => row?.workspaceId === this.workspaceId && row.orbitId === orbitId,
    ) as unknown as Item[];
    if (!this.stopWatching || this.byId.size > 0 || mine.length === 0) return false;
    traceLoadStep('orbit-in-memory');
    this.apply(
      mine.map((row) => row.id),
      mine,
    );
    return true;
  }

  /**
   * Keeps the ids of each orbit whose tasks changed, a second after the last change, for the next
   * start's `want` (once the whole workspace is read: a partial store would keep too few).
   */
  private keepOrbitIds(): void {
    if (!this.loaded || this.unsavedOrbits.size === 0 || this.saveTimer !== undefined) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      if (!this.stopWatching) return;
      const orbits = [...this.unsavedOrbits];
      this.unsavedOrbits.clear();
      const rows = orbits.map((orbitId) => ({
        key: orbitIdsKey(this.workspaceId, orbitId),
        workspaceId: this.workspaceId,
        orbitId,
        ids: this.orbitItems(orbitId).map((item) => item.id),
      }));
      // A hint: a write refused (storage full) only means the next start reads the whole workspace.
      void syncDbFor(this.db.name)
        .orbitItemIds.bulkPut(rows)
        .catch(() => undefined);
    }, orbitIdsDelayMs);
  }

  private replaceAll(rows: Item[], partial = false): void {
    const ids = new Set(rows.map((row) => row.id));
    const gone = partial ? [] : [...this.byId.keys()].filter((id) => !ids.has(id));
    const first = !this.loaded;
    this.loaded = true;
    if (rows.length > 0) traceLoadStep('tasks-in-memory');
    const any = this.apply([...rows.map((row) => row.id), ...gone], [...rows, ...gone.map(() => undefined)]);
    // An empty workspace is news too: it has loaded.
    if (first && !any) this.changed();
  }

  /** Puts or removes each key; a row that reads the same as the one held keeps the old object. */
  private apply(keys: string[], rows: (Item | undefined)[]): boolean {
    let any = false;
    keys.forEach((id, i) => {
      const next = rows[i];
      const held = this.byId.get(id);
      if (!next && !held) return;
      if (next && held && next.seq === held.seq && sameRow(held, next)) return;
      if (held) this.bumpOrbit(held.orbitId);
      if (next) {
        this.byId.set(id, next);
        this.bumpOrbit(next.orbitId);
      } else this.byId.delete(id);
      any = true;
    });
    if (any) this.changed();
    return any;
  }

  private bumpOrbit(orbitId: string): void {
    this.orbitVersions.set(orbitId, (this.orbitVersions.get(orbitId) ?? 0) + 1);
    this.unsavedOrbits.add(orbitId);
  }

  private changed(): void {
    this.version += 1;
    this.keepOrbitIds();
    for (const listener of [...this.listeners]) listener();
  }
}

/** How long after a change an orbit's task ids are kept (see `keepOrbitIds`). */
export const orbitIdsDelayMs = 1_000;

const orbitIdsKey = (workspaceId: string, orbitId: string) => `${workspaceId}:${orbitId}`;

/** Optimistic writes keep `seq`, so equal numbers are not enough to keep the old object. */
function sameRow(a: Item, b: Item): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const stores = new Map<string, ItemStore>();

/** The one store of a workspace's tasks (shared by every screen that reads them). */
export function itemStoreOf(workspaceId: string, db: LocalDb = localDb): ItemStore {
  const key = `${db.name}:${workspaceId}`;
  let store = stores.get(key);
  if (!store) {
    store = new ItemStore(workspaceId, db);
    stores.set(key, store);
  }
  return store;
}
