import type { Database } from '../../db/database.js';
import type { Logger } from '../../logger.js';
import type { SocketServer } from '../../realtime/socket-server.js';
import { emitChanges } from './change-rooms.js';
import {
  type ChangeInput,
  nextSeq,
  type RecordedChange,
  recordChange,
  recordChanges,
} from './record-change.js';
import type { Tx } from './tx.js';

export type SyncContext = { db: Database; io: SocketServer; logger: Logger };

/** What a write gets besides the transaction: the change log, and work to do once committed. */
export type ChangeRecorder = {
  /** A sequence number to stamp a row with before recording its change (after locking the row). */
  nextSeq(workspaceId: string): Promise<number>;
  record(change: ChangeInput, seq?: number): Promise<RecordedChange>;
  /** Many changes, each stamped with its number already, in one insert. */
  recordMany(changes: readonly (ChangeInput & { seq: number })[]): Promise<RecordedChange[]>;
  /** Runs after commit and before the changes are emitted (e.g. moving sockets between orbit rooms). */
  afterCommit(task: () => Promise<void>): void;
};

/** PostgreSQL's codes for a transaction that lost a race and may simply run again. */
const retryableCodes = new Set(['40001', '40P01']);
/** How many times a write runs in all when it keeps losing (deadlock or serialization failure). */
export const writeAttempts = 3;

function isRetryable(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && retryableCodes.has(code);
}

/**
 * One write: runs `work` in a transaction, and only once it committed, emits every change it recorded
 * on Socket.IO. A transaction that throws emits nothing, so nobody hears of a change that never was.
 * Writes lock the rows they read and change; two that lock the same rows in opposite orders (a task
 * edit and a status change of its orbit) may deadlock, and PostgreSQL rolls one back: that one runs
 * again from the start, up to `writeAttempts` times in all.
 */
export async function withChanges<T>(
  ctx: SyncContext,
  work: (tx: Tx, changes: ChangeRecorder) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(ctx, work);
    } catch (error) {
      if (attempt >= writeAttempts || !isRetryable(error)) throw error;
      ctx.logger.warn({ err: error, attempt }, 'write lost a race; running it again');
    }
  }
}

async function runOnce<T>(
  ctx: SyncContext,
  work: (tx: Tx, changes: ChangeRecorder) => Promise<T>,
): Promise<T> {
  const recorded: RecordedChange[] = [];
  const tasks: (() => Promise<void>)[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const recorder: ChangeRecorder = {
      nextSeq: () => nextSeq(tx),
      async record(change, seq) {
        const done = await recordChange(tx, change, seq);
        recorded.push(done);
        return done;
      },
      async recordMany(inputs) {
        const done = await recordChanges(tx, inputs);
        recorded.push(...done);
        return done;
      },
      afterCommit(task) {
        tasks.push(task);
      },
    };
    return work(tx, recorder);
  });
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      // The write is committed; a room left stale heals on the socket's next connect.
      ctx.logger.error({ err: error }, 'after-commit task failed');
    }
  }
  await emitChanges(ctx, recorded);
  return result;
}
