import { liveQuery } from 'dexie';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import type { ApiRequest, HttpMethod } from '../../lib/api/apiClient';
import type { LocalDb } from '../../lib/localDb';
import { type SyncDb, syncDb } from '../../lib/syncDb';
import type { SyncScope } from './applyChanges';
import { bootstrapSettled } from './bootstrapPreview';
import { applyAnswer, refetchTouched } from './outboxAnswers';
import { type Apply, applyWrite, dryRun, reapplyEffects, rollback, type Touch } from './outboxEffects';
import {
  type AnswerEntity,
  type FailedWrite,
  failedWriteSchema,
  type OutboxEntry,
  outboxEntrySchema,
  parseAll,
} from './outboxRecords';
import { moveLegacyQueue, orgRelative, repairHalfMade } from './outboxRecovery';
import { createTabLocks, type TabLocks } from './tabLocks';
import { describeWrite, isStorageFull, OutboxStorageFullError } from './writeFailure';

export type { FailedWrite, OutboxEntry, OutboxSnapshot, OutboxTable } from './outboxRecords';
export { OUTBOX_STORAGE_KEY } from './outboxRecovery';

/** How many times a write the server fails on (5xx) is tried before it is given up. */
export const SERVER_ATTEMPTS = 3;

export type OutboxWrite = {
  org: string;
  scope: SyncScope;
  method: HttpMethod;
  path: string;
  body?: unknown;
  /** The entity the answer is (its row is applied like a sync change), if it is one. */
  answer?: AnswerEntity;
  /** Rows the optimistic change touches. */
  touches: Touch[];
  /** The optimistic change itself, made in one transaction once the write is stored. */
  apply: Apply;
  /**
   * Told once the server answered: null and the answer's body when it took the write, the error when
   * it refused it (after the rollback). Kept in memory only: after a reload nobody is waiting for the
   * answer any more.
   */
  onSettled?: (error: ApiRequestError | null, answer?: unknown) => void;
};

export type WorkspaceRef = { id: string; slug: string };

export type OutboxOptions = {
  db: LocalDb;
  request: ApiRequest;
  /** Where the queue is kept (the app's `orbit-sync` database by default). */
  store?: SyncDb;
  /** The old localStorage queue, moved into `store` once. */
  storage?: Pick<Storage, 'getItem' | 'removeItem'>;
  isOnline?: () => boolean;
  /**
   * Reports a write given up for good (after its rollback), in every open tab: each tells its person
   * of the failures that happen while it is open, whichever tab sent the write.
   */
  onRejected?: (failure: FailedWrite) => void;
  /** Reports a write refused before anything was applied because the browser's storage is full. */
  onStorageFull?: () => void;
  /** The person's workspaces, asked again when a write's workspace address answers 404. */
  loadWorkspaces?: () => Promise<WorkspaceRef[]>;
  /** The signed-in user, when known at construction (tests); the app calls setUser. */
  userId?: string;
  locks?: TabLocks;
  /** Wait before try `attempt` (1-based) after a server failure or a network failure. */
  retryDelay?: (attempt: number) => number;
};

type Settle = { id: string; status: number | null; body?: unknown };

const defaultRetryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1));

/** How a send ended, and what the queue does next. */
type Outcome = 'sent' | 'refused' | 'server' | 'network' | 'session' | 'moved';

const gatewayStatuses = new Set([502, 503, 504]);

function classify(error: unknown): Outcome {
  if (!(error instanceof ApiRequestError)) return 'network';
  // 401: the session ended, not the write; it waits for the next login.
  if (error.status === 401) return 'session';
  // 502/503/504: a proxy found no instance, or one was shutting down (it answers 503 to requests that
  // reach it while it drains): not the server refusing this write, so it waits like a network failure.
  if (error.status === 408 || error.status === 429 || gatewayStatuses.has(error.status)) return 'network';
  return error.status >= 500 ? 'server' : 'refused';
}

/**
 * Writes made offline-first, kept in IndexedDB (`orbit-sync`, table `outbox`) and sent in order.
 *
 * A write is stored before its optimistic change is made (with what the change does, found by a dry
 * run), then made; a write found stored but not made, from a page that is gone, is made on the next
 * start. One tab sends at a time (Web Locks); every tab reads the same queue. A write that fails for
 * good (a 4xx, or a 5xx SERVER_ATTEMPTS times) leaves the queue: its change is rolled back, each row
 * it touched is fetched again, it is kept in `failedWrites` for the person to see, and the writes
 * behind it go on. A network failure keeps it queued and tries again later.
 */
export class Outbox {
  private entries: OutboxEntry[] = [];
  private failedRows: FailedWrite[] = [];
  private toldFailures: Set<string> | null = null;
  private flushing: Promise<void> | null = null;
  private again = false;
  private writing: Promise<unknown> = Promise.resolve();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private networkFailures = 0;
  private readonly listeners = new Set<() => void>();
  private readonly settledListeners = new Map<
    string,
    (error: ApiRequestError | null, answer?: unknown) => void
  >();
  private readonly slugs = new Map<string, string>();
  private readonly store: SyncDb;
  private readonly locks: TabLocks;
  private readonly channel: BroadcastChannel | null;
  private readonly retryDelay: (attempt: number) => number;
  private userId: string | undefined;
  private paused = false;
  readonly isOnline: () => boolean;
  /** Resolves once the old queue is moved over and half-made writes of closed pages are repaired. */
  readonly ready: Promise<void>;

  constructor(private readonly options: OutboxOptions) {
    this.store = options.store ?? syncDb;
    this.locks = options.locks ?? createTabLocks();
    this.isOnline = options.isOnline ?? (() => navigator.onLine);
    this.retryDelay = options.retryDelay ?? defaultRetryDelay;
    this.userId = options.userId;
    this.channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${this.store.name}-settled`);
    this.channel?.addEventListener('message', (event: MessageEvent<Settle>) =>
      this.onSettleMessage(event.data),
    );
    this.ready = this.start();
  }

  private async start(): Promise<void> {
    const storage = this.options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
    if (storage) await moveLegacyQueue(this.store, storage);
    await repairHalfMade(this.store, this.options.db, this.locks);
    await this.reload();
    // Other tabs change the same tables: follow them (Dexie tells every tab of each change).
    liveQuery(() =>
      Promise.all([this.store.outbox.orderBy('seq').toArray(), this.store.failedWrites.toArray()]),
    ).subscribe({
      next: ([entries, failed]) => this.publish(entries, failed),
      error: () => undefined,
    });
  }

  private async reload(): Promise<void> {
    const [entries, failed] = await Promise.all([
      this.store.outbox.orderBy('seq').toArray(),
      this.store.failedWrites.toArray(),
    ]);
    this.publish(entries, failed);
  }

  private publish(entries: readonly unknown[], failed: readonly unknown[]): void {
    this.entries = parseAll(outboxEntrySchema, entries);
    this.failedRows = parseAll(failedWriteSchema, failed).sort((a, b) => b.failedAt - a.failedAt);
    // Failures already there when this tab opened are only listed; new ones are told once.
    const isFirst = this.toldFailures === null;
    const told = this.toldFailures ?? new Set<string>();
    for (const failure of [...this.failedRows].reverse()) {
      if (told.has(failure.id)) continue;
      told.add(failure.id);
      if (!isFirst) this.options.onRejected?.(failure);
    }
    this.toldFailures = told;
    for (const listener of [...this.listeners]) listener();
  }

  /**
   * The signed-in user. Writes queued by someone else on this browser (who logged out before they were
   * sent) are dropped rather than sent with this user's session; until a user is set nothing is sent.
   */
  setUser(userId: string | undefined): void {
    this.userId = userId;
    if (!userId) return;
    void this.ready.then(async () => {
      const others = this.entries
        .filter((e) => e.scope.meId !== userId)
        .flatMap((e) => (e.seq === undefined ? [] : [e.seq]));
      if (others.length === 0) return;
      await this.store.outbox.bulkDelete(others);
      await this.reload();
    });
  }

  /**
   * Holds every send (the page is too old for the server: protocolGate.ts) or lets them go again. A
   * paused outbox still stores and applies writes; they wait in the queue. A send under way finishes.
   */
  setPaused(paused: boolean): void {
    if (paused === this.paused) return;
    this.paused = paused;
    if (!paused) void this.flush();
  }

  get isPaused(): boolean {
    return this.paused;
  }

  private get maySend(): boolean {
    return Boolean(this.userId) && !this.paused && this.isOnline();
  }

  /** The person's workspaces, to send each write to its workspace's current address. */
  setWorkspaces(workspaces: readonly WorkspaceRef[]): void {
    for (const { id, slug } of workspaces) this.slugs.set(id, slug);
  }

  /** Writes waiting for the server, oldest first (every tab's). */
  get pending(): readonly OutboxEntry[] {
    return this.entries;
  }

  /** Writes given up for good, newest first, until dismissed. */
  get failed(): readonly FailedWrite[] {
    return this.failedRows;
  }

  async dismissFailed(ids?: readonly string[]): Promise<void> {
    if (ids) await this.store.failedWrites.bulkDelete([...ids]);
    else await this.store.failedWrites.clear();
    await this.reload();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * Stores the write, makes its optimistic change and tries to send it. When the browser's storage is
   * full nothing is stored or changed and it rejects with OutboxStorageFullError (after onStorageFull).
   * Writes from one page are stored in the order they were asked for.
   */
  write(write: OutboxWrite): Promise<void> {
    const run = this.writing.then(() => this.storeAndApply(write));
    this.writing = run.catch(() => undefined);
    return run;
  }

  private async storeAndApply(write: OutboxWrite): Promise<void> {
    await this.ready;
    // A first open still storing the workspace's answer (its rows show from memory meanwhile).
    await bootstrapSettled(write.scope.workspaceId);
    const { db } = this.options;
    const { touches, apply, onSettled, ...request } = write;
    const planned = await dryRun(db, touches, apply).catch((error: unknown) => {
      throw this.storageError(error);
    });
    const id = crypto.randomUUID();
    const entry = orgRelative({
      ...request,
      id,
      orgRelative: false,
      ...planned,
      state: 'applying',
      tabId: this.locks.tabId,
      attempts: 0,
      retryAt: 0,
      createdAt: Date.now(),
    });
    let seq: number;
    try {
      seq = await this.store.outbox.add(entry);
    } catch (error) {
      throw this.storageError(error);
    }
    try {
      const snapshots = await applyWrite(db, touches, apply);
      await this.store.outbox.update(seq, { state: 'ready', snapshots });
    } catch (error) {
      // The change could not be made (the local database is full too): the write goes as well.
      await this.store.outbox.delete(seq).catch(() => undefined);
      await this.reload();
      throw this.storageError(error);
    }
    if (onSettled) this.settledListeners.set(id, onSettled);
    // The queue is read back before this resolves, so `pending` already lists the write.
    await this.reload();
    void this.flush();
  }

  private storageError(error: unknown): unknown {
    if (!isStorageFull(error)) return error;
    this.options.onStorageFull?.();
    return new OutboxStorageFullError();
  }

  /** Sends queued writes in order until the queue is empty, offline, or a send must wait. */
  flush(): Promise<void> {
    this.again = true;
    this.flushing ??= this.flushLoop().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async flushLoop(): Promise<void> {
    await this.ready;
    while (this.again) {
      this.again = false;
      if (!this.maySend) return;
      await this.locks.exclusive(() => this.drain());
    }
  }

  /** Runs with the send lock held: reads the queue's head from IndexedDB each time (other tabs add). */
  private async drain(): Promise<void> {
    while (this.maySend) {
      const head = await this.store.outbox.orderBy('seq').first();
      if (!head) break;
      const parsed = outboxEntrySchema.safeParse(head);
      if (!parsed.success || parsed.data.scope.meId !== this.userId) {
        await this.store.outbox.delete(head.seq as number);
        continue;
      }
      const entry = parsed.data;
      if (entry.state === 'applying') {
        // Its page is still making the change (and flushes when done), or closed before it did.
        if (await this.locks.isAlive(entry.tabId)) break;
        await reapplyEffects(this.options.db, entry);
        await this.store.outbox.update(entry.seq as number, { state: 'ready' });
        continue;
      }
      if (entry.retryAt > Date.now()) {
        this.retryAt(entry.retryAt - Date.now());
        break;
      }
      const outcome = await this.send(entry);
      if (outcome === 'network') {
        this.networkFailures += 1;
        this.retryAt(this.retryDelay(this.networkFailures));
        break;
      }
      if (outcome === 'session') break;
      this.networkFailures = 0;
    }
    await this.reload();
  }

  private retryAt(delay: number): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.flush(), Math.max(0, delay));
  }

  private pathOf(entry: OutboxEntry): string {
    if (!entry.orgRelative) return entry.path;
    const slug = this.slugs.get(entry.scope.workspaceId) ?? entry.org;
    return `/api/orgs/${encodeURIComponent(slug)}${entry.path}`;
  }

  private async send(entry: OutboxEntry): Promise<Outcome> {
    const seq = entry.seq as number;
    const path = this.pathOf(entry);
    try {
      const answer = await this.options.request(path, {
        method: entry.method as HttpMethod,
        body: entry.body,
      });
      await applyAnswer(this.options.db, entry, answer);
      await this.store.outbox.delete(seq);
      this.settle({ id: entry.id, status: null, body: answer });
      return 'sent';
    } catch (error) {
      const outcome = classify(error);
      if (outcome === 'network' || outcome === 'session') return outcome;
      if (outcome === 'refused' && (await this.workspaceMoved(entry, error, path))) return 'moved';
      if (outcome === 'server' && entry.attempts + 1 < SERVER_ATTEMPTS) {
        const attempts = entry.attempts + 1;
        await this.store.outbox.update(seq, { attempts, retryAt: Date.now() + this.retryDelay(attempts) });
        return 'server';
      }
      await this.giveUp(entry, error as ApiRequestError);
      return 'refused';
    }
  }

  /** A 404 may only mean the workspace's address changed: ask for the addresses again, once. */
  private async workspaceMoved(entry: OutboxEntry, error: unknown, path: string): Promise<boolean> {
    if (!(error instanceof ApiRequestError) || error.status !== 404 || !entry.orgRelative) return false;
    if (!this.options.loadWorkspaces) return false;
    try {
      this.setWorkspaces(await this.options.loadWorkspaces());
    } catch {
      return false;
    }
    return this.pathOf(entry) !== path;
  }

  private async giveUp(entry: OutboxEntry, error: ApiRequestError): Promise<void> {
    const touched = await rollback(this.options.db, entry);
    const slug = this.slugs.get(entry.scope.workspaceId) ?? entry.org;
    await refetchTouched(this.options, slug, entry, touched);
    const failure = describeWrite(entry, error);
    await this.store.transaction('rw', this.store.outbox, this.store.failedWrites, async () => {
      await this.store.outbox.delete(entry.seq as number);
      await this.store.failedWrites.put(failure);
    });
    // Told at once in this tab (and, through Dexie, in every other one): see publish.
    await this.reload();
    this.settle({ id: entry.id, status: error.status, body: error.body });
  }

  /** Tells whoever waits for this write, in this tab or another (the one that made it). */
  private settle(message: Settle): void {
    this.onSettleMessage(message);
    this.channel?.postMessage(message);
  }

  private onSettleMessage({ id, status, body }: Settle): void {
    const listener = this.settledListeners.get(id);
    if (!listener) return;
    this.settledListeners.delete(id);
    if (status === null) listener(null, body);
    else listener(new ApiRequestError(status, body));
  }
}
