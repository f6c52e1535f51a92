import { type SyncEntity, syncEntitySchema } from '@orbit/shared';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import type { ApiRequest, HttpMethod } from '../../lib/api/apiClient';
import type { LocalDb, LocalRow } from '../../lib/localDb';
import { applyChange, applyChanges, type SyncScope } from './applyChanges';

export const OUTBOX_STORAGE_KEY = 'orbit-outbox';

export type OutboxTable = 'items' | 'lists' | 'favorites';
/** A row as it was before the optimistic change (null: it did not exist), to roll back to. */
export type OutboxSnapshot = { table: OutboxTable; key: string; before: LocalRow | null };

export type OutboxEntry = {
  id: string;
  org: string;
  scope: SyncScope;
  method: HttpMethod;
  path: string;
  body?: unknown;
  /** The entity the answer is (its row is applied like a sync change), if it is one. */
  answer?: 'item' | 'orbit' | 'list' | 'view' | 'label' | 'favorite';
  snapshots: OutboxSnapshot[];
};

export type OutboxWrite = Omit<OutboxEntry, 'id' | 'snapshots'> & {
  /** Rows the optimistic change touches. */
  touches: { table: OutboxTable; key: string }[];
  /** The optimistic change itself, run in one transaction after the snapshots are taken. */
  apply: (db: LocalDb) => Promise<void>;
  /**
   * Told once the server answered: null when it took the write, the error when it refused it (after
   * the rollback). Kept in memory only: after a reload nobody is waiting for the answer any more.
   */
  onSettled?: (error: ApiRequestError | null) => void;
};

export type OutboxOptions = {
  db: LocalDb;
  request: ApiRequest;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  isOnline?: () => boolean;
  /** Reports a write the server refused (after its rollback). */
  onRejected?: (entry: OutboxEntry, error: ApiRequestError) => void;
  /** The signed-in user, when known at construction (tests); the app calls setUser. */
  userId?: string;
};

/** A touched row as the server knows it: which kind of row, under which key. */
type Touched = { entity: SyncEntity; key: string };

const listKinds = new Set<SyncEntity>(['orbit', 'list', 'view', 'label']);

/** The kind of a touched row: by its table, and in `lists` by the `kind` the row carries. */
function entityOf(table: OutboxTable, row: LocalRow | null | undefined): SyncEntity | null {
  if (table === 'items') return 'item';
  if (table === 'favorites') return 'favorite';
  const kind = row?.kind as SyncEntity | undefined;
  return kind && listKinds.has(kind) ? kind : null;
}

function isRejection(error: unknown): error is ApiRequestError {
  // 401 means the session ended, not that the write is wrong: keep it for after the next login.
  return (
    error instanceof ApiRequestError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/**
 * Writes made offline-first: applied to IndexedDB at once, queued in localStorage, sent in order when
 * online. A refused write (4xx) is dropped and rolled back, then each row it touched is fetched from
 * the server again (its copy may have moved on meanwhile, or be gone); a network failure or 5xx stays
 * queued.
 */
export class Outbox {
  private entries: OutboxEntry[];
  private flushing: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly settledListeners = new Map<string, (error: ApiRequestError | null) => void>();
  private readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  private userId: string | undefined;
  readonly isOnline: () => boolean;

  constructor(private readonly options: OutboxOptions) {
    this.storage = options.storage ?? localStorage;
    this.isOnline = options.isOnline ?? (() => navigator.onLine);
    this.entries = this.load();
    this.userId = options.userId;
  }

  private load(): OutboxEntry[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(OUTBOX_STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
    } catch {
      return [];
    }
  }

  private save(): void {
    this.storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(this.entries));
    for (const listener of [...this.listeners]) listener();
  }

  /**
   * The signed-in user. Writes queued by someone else on this browser (who logged out before they were
   * sent) are dropped rather than sent with this user's session; until a user is set nothing is sent.
   */
  setUser(userId: string | undefined): void {
    this.userId = userId;
    if (!userId) return;
    const mine = this.entries.filter((e) => e.scope.meId === userId);
    if (mine.length !== this.entries.length) {
      this.entries = mine;
      this.save();
    }
  }

  get pending(): readonly OutboxEntry[] {
    return this.entries;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Applies the change locally, queues the request and tries to send it. */
  async write(write: OutboxWrite): Promise<void> {
    const { db } = this.options;
    const { touches, apply, onSettled, ...rest } = write;
    const snapshots: OutboxSnapshot[] = [];
    await db.transaction('rw', [db.items, db.lists, db.favorites, db.myTasks], async () => {
      for (const { table, key } of touches) {
        snapshots.push({ table, key, before: (await db.table(table).get(key)) ?? null });
      }
      await apply(db);
    });
    const id = crypto.randomUUID();
    if (onSettled) this.settledListeners.set(id, onSettled);
    this.entries.push({ ...rest, id, snapshots });
    this.save();
    void this.flush();
  }

  /** Sends queued writes in order until the queue is empty, offline, or a send fails transiently. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async drain(): Promise<void> {
    while (this.entries.length > 0 && this.userId && this.isOnline()) {
      const entry = this.entries[0] as OutboxEntry;
      try {
        const answer = await this.options.request(entry.path, { method: entry.method, body: entry.body });
        await this.applyAnswer(entry, answer);
        this.settle(entry.id, null);
      } catch (error) {
        if (!isRejection(error)) return;
        const touched = await this.rollback(entry);
        await this.refetch(entry, touched);
        this.options.onRejected?.(entry, error);
        this.settle(entry.id, error);
      }
      this.entries.shift();
      this.save();
    }
  }

  private settle(id: string, error: ApiRequestError | null): void {
    const listener = this.settledListeners.get(id);
    this.settledListeners.delete(id);
    listener?.(error);
  }

  private async applyAnswer(entry: OutboxEntry, answer: unknown): Promise<void> {
    if (!entry.answer || typeof answer !== 'object' || answer === null) return;
    const row = answer as { id?: string; itemId?: string; seq?: number };
    const id = row.id ?? row.itemId;
    if (!id) return;
    await applyChange(this.options.db, entry.scope, {
      entity: entry.answer,
      op: 'upsert',
      id,
      seq: row.seq ?? 0,
      data: answer,
    });
  }

  /** Puts back what the write changed; answers the rows it touched, to fetch again. */
  private async rollback(entry: OutboxEntry): Promise<Touched[]> {
    const { db } = this.options;
    const touched = new Map<string, Touched>();
    await db.transaction('rw', [db.items, db.lists, db.favorites, db.myTasks], async () => {
      for (const { table, key, before } of [...entry.snapshots].reverse()) {
        const current = (await db.table(table).get(key)) as LocalRow | undefined;
        const entity = entityOf(table, before ?? current);
        if (entity) touched.set(`${entity}:${key}`, { entity, key });
        const currentSeq = typeof current?.seq === 'number' ? current.seq : -1;
        const beforeSeq = typeof before?.seq === 'number' ? before.seq : -1;
        // A newer server copy arrived meanwhile: it is already the truth, leave it. (A create has no
        // before: its key is the temporary id, which a server row never has.)
        if (before && current && currentSeq > beforeSeq) continue;
        if (before) await db.table(table).put(before);
        else await db.table(table).delete(key);
        if (table === 'items' && !before) await db.myTasks.delete(key);
      }
    });
    return [...touched.values()];
  }

  /**
   * The server's copy of each row a refused write touched (GET /sync/entity/:entity/:id): applied
   * like a sync change, or, when the server answers 404 (gone, or no longer visible), the local row
   * is deleted. Any other failure leaves the rolled-back row; the next catch-up brings it in line.
   */
  private async refetch(entry: OutboxEntry, touched: readonly Touched[]): Promise<void> {
    const { db, request } = this.options;
    const base = `/api/orgs/${encodeURIComponent(entry.org)}/sync/entity`;
    for (const { entity, key } of touched) {
      try {
        const row = syncEntitySchema.parse(await request(`${base}/${entity}/${encodeURIComponent(key)}`));
        await applyChanges(db, entry.scope, [{ ...row, op: 'upsert' }]);
      } catch (error) {
        if (!(error instanceof ApiRequestError && error.status === 404)) continue;
        // Deleted whatever sequence the local copy carries: the server no longer has it for us.
        await applyChanges(db, entry.scope, [
          { entity, op: 'delete', id: key, seq: Number.MAX_SAFE_INTEGER },
        ]);
      }
    }
  }
}
