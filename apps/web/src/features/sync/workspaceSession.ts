import { ApiRequestError } from '../../lib/api/ApiRequestError';
import type { ApiRequest } from '../../lib/api/apiClient';
import type { LocalDb } from '../../lib/localDb';
import { syncDbFor } from '../../lib/syncDb';
import { applyChanges, forgetWorkspace, type SyncScope } from './applyChanges';
import { catchUp } from './catchUp';
import type { Change } from './schemas';

export type WorkspaceSessionOptions = {
  db: LocalDb;
  request: ApiRequest;
  scope: SyncScope;
  /** The workspace's address now (it can be renamed while open). */
  org: () => string;
  /**
   * How long after the last live event that left a gap the session asks the server to confirm its
   * cursor (a catch-up). `null`: only when `confirm()` is called (tests drive it themselves).
   */
  confirmDelayMs?: number | null;
  /** Told each time the confirmed cursor moves (the app mirrors it in the store's `lastUpdated`). */
  onCursor?: (seq: number | undefined) => void;
  /** After each catch-up, whether it worked or not (the app flushes its outbox then). */
  onCaughtUp?: () => void;
};

const defaultConfirmDelayMs = 1_500;

/**
 * One workspace kept in step with the server (docs/SYNC.md, "Convergent clients").
 *
 * The **confirmed cursor** is the sequence number up to which every change this person may see is
 * applied and stored; it is kept in the `orbit-sync` database and moves only after the rows are
 * written. A catch-up (`changes?after=cursor`, or a bootstrap when there is no cursor or the log no
 * longer reaches it) sets it to the server's head. Live events are applied at once, but move the
 * cursor only over what is proven: an event numbered cursor + 1, or one whose `since` (the server's
 * word that nothing this person may see lies between `since` and the event) the cursor has reached.
 * Any other event leaves a gap, which is either a change this person may not see or one they missed
 * (a dropped socket, a reconnect, a write still running when the event left); a debounced catch-up
 * confirms it. Applying is idempotent (seq per row, tombstones per
 * delete), so what the catch-up repeats changes nothing.
 */
export class WorkspaceSession {
  private cursor: number | undefined;
  /**
   * Live events applied above the cursor, waiting for what is below them to be proven: each with its
   * `since` (no change for me between it and the event), when the server sent one.
   */
  private readonly applied = new Map<number, number | undefined>();
  private buffered: Change[] = [];
  private catchingUp: Promise<void> | null = null;
  private again = false;
  private queue: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly controller = new AbortController();
  private readonly ready: Promise<void>;
  private disposed = false;
  /** How many live events moved the cursor without a catch-up (tests and the bench read it). */
  proven = 0;

  constructor(private readonly options: WorkspaceSessionOptions) {
    this.ready = syncDbFor(options.db.name)
      .cursors.get(options.scope.workspaceId)
      .then((stored) => {
        this.cursor = stored?.seq;
      });
  }

  /** The confirmed cursor (undefined before the first bootstrap). */
  get confirmed(): number | undefined {
    return this.cursor;
  }

  /**
   * Brings the store up to the server's head (one at a time; a call during a catch-up runs another one
   * after it). Resolves once done, also when it failed (offline: the next connect tries again).
   */
  catchUp(): Promise<void> {
    if (this.catchingUp) {
      this.again = true;
      return this.catchingUp;
    }
    this.clearTimer();
    const run = this.runCatchUp().finally(() => {
      this.catchingUp = null;
      // Events that arrived meanwhile, in order, after what the catch-up applied.
      const waiting = this.buffered;
      this.buffered = [];
      if (waiting.length > 0) this.enqueue(waiting);
      this.options.onCaughtUp?.();
      if (this.again && !this.disposed) {
        this.again = false;
        void this.catchUp();
      }
    });
    this.catchingUp = run;
    return run;
  }

  /** Asks the server to confirm the cursor now (what the debounced timer does). */
  confirm(): Promise<void> {
    return this.catchUp();
  }

  /** A live `sync.change` of this workspace. */
  receive(change: Change): void {
    if (this.disposed) return;
    if (this.catchingUp) {
      this.buffered.push(change);
      return;
    }
    this.enqueue([change]);
  }

  /**
   * Live changes are applied one batch after another. A batch that fails (a row this version cannot
   * read, storage trouble) is logged and leaves the cursor where it was: the confirm that follows
   * fetches it again, and the batches after it still apply.
   */
  private enqueue(changes: Change[]): void {
    this.queue = this.queue
      .then(() => this.applyLive(changes))
      .catch((error: unknown) => {
        console.warn('Orbit: a synced change could not be applied; asking the server again.', error);
        this.scheduleConfirm();
      });
  }

  /** Resolves once every live event received so far is applied and any catch-up has finished. */
  async settle(): Promise<void> {
    for (;;) {
      const [queue, catching] = [this.queue, this.catchingUp];
      await queue;
      if (catching) await catching;
      if (queue === this.queue && catching === this.catchingUp && !this.catchingUp) return;
    }
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.controller.abort();
  }

  private async runCatchUp(): Promise<void> {
    await this.ready;
    const { db, request, scope } = this.options;
    try {
      const seq = await catchUp({
        db,
        request,
        scope,
        org: this.options.org(),
        after: this.cursor,
        signal: this.controller.signal,
      });
      await this.moveCursor(Math.max(seq, this.cursor ?? -1));
      // Live events past the server's horizon may now be proven by what the catch-up covered.
      await this.advance();
    } catch (error) {
      // Offline or refused: what IndexedDB holds stays on screen; the next connect tries again.
      if (error instanceof ApiRequestError && error.status === 404) {
        // No longer in the workspace (removed while this device was away): nothing of it stays.
        await forgetWorkspace(db, scope.workspaceId);
        await this.forget();
      }
    }
  }

  private async applyLive(changes: Change[]): Promise<void> {
    if (this.disposed) return;
    await applyChanges(this.options.db, this.options.scope, changes);
    if (changes.some((change) => change.entity === 'workspace' && change.op === 'delete')) {
      await this.forget();
      return;
    }
    if (this.cursor === undefined) {
      // Nothing confirmed yet (the workspace was dropped, then joined again): a bootstrap comes next.
      this.scheduleConfirm();
      return;
    }
    for (const change of changes) if (change.seq > this.cursor) this.applied.set(change.seq, change.since);
    await this.advance();
    if (this.applied.size > 0) this.scheduleConfirm();
  }

  /**
   * Moves the cursor over every applied live event it can prove: one numbered cursor + 1, or one whose
   * `since` the cursor has reached (everything up to `since` is applied, and nothing of mine lies
   * between it and the event). Each move may prove more, so it runs until nothing moves.
   */
  private async advance(): Promise<void> {
    if (this.cursor === undefined) return;
    let next = this.cursor;
    for (let moved = true; moved; ) {
      moved = false;
      for (const [seq, since] of [...this.applied].sort(([a], [b]) => a - b)) {
        if (seq <= next) this.applied.delete(seq);
        else if (seq === next + 1 || (since !== undefined && since <= next)) {
          next = seq;
          this.applied.delete(seq);
          this.proven += 1;
          moved = true;
        }
      }
    }
    if (next !== this.cursor) await this.moveCursor(next);
  }

  private async moveCursor(seq: number): Promise<void> {
    const { db, scope } = this.options;
    await syncDbFor(db.name).cursors.put({ workspaceId: scope.workspaceId, seq });
    this.cursor = seq;
    this.options.onCursor?.(seq);
  }

  /** The workspace is gone for this person: no cursor, so a return starts with a fresh bootstrap. */
  private async forget(): Promise<void> {
    const { db, scope } = this.options;
    await syncDbFor(db.name).cursors.delete(scope.workspaceId);
    this.cursor = undefined;
    this.applied.clear();
    this.options.onCursor?.(undefined);
  }

  private scheduleConfirm(): void {
    const delay =
      this.options.confirmDelayMs === undefined ? defaultConfirmDelayMs : this.options.confirmDelayMs;
    if (delay === null) return;
    this.clearTimer();
    this.timer = setTimeout(() => void this.catchUp(), delay);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
