import type { Database } from '../../db/database.js';
import type { Logger } from '../../logger.js';
import type { SocketServer } from '../../realtime/socket-server.js';
import { emitChanges } from './change-rooms.js';
import { type ChangeInput, nextSeq, type RecordedChange, recordChange } from './record-change.js';
import type { Tx } from './tx.js';

export type SyncContext = { db: Database; io: SocketServer; logger: Logger };

/** What a write gets besides the transaction: the change log, and work to do once committed. */
export type ChangeRecorder = {
  /** A sequence number to stamp a row with before recording its change. */
  nextSeq(workspaceId: string): Promise<number>;
  record(change: ChangeInput, seq?: number): Promise<RecordedChange>;
  /** Runs after commit and before the changes are emitted (e.g. moving sockets between orbit rooms). */
  afterCommit(task: () => Promise<void>): void;
};

/**
 * One write: runs `work` in a transaction, and only once it committed, emits every change it recorded
 * on Socket.IO. A transaction that throws emits nothing, so nobody hears of a change that never was.
 */
export async function withChanges<T>(
  ctx: SyncContext,
  work: (tx: Tx, changes: ChangeRecorder) => Promise<T>,
): Promise<T> {
  const recorded: RecordedChange[] = [];
  const tasks: (() => Promise<void>)[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const recorder: ChangeRecorder = {
      nextSeq: (workspaceId) => nextSeq(tx, workspaceId),
      async record(change, seq) {
        const done = await recordChange(tx, change, seq);
        recorded.push(done);
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
  emitChanges(ctx.io, recorded);
  return result;
}
