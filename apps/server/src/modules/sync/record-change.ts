import type { ChangeOp } from '@orbit/shared';
import { sql } from 'drizzle-orm';
import { changeLog } from '../../db/schema/index.js';
import { audienceRoom } from './rooms.js';
import type { Tx } from './tx.js';

export type ChangeInput = {
  workspaceId: string;
  entity: string;
  op: ChangeOp;
  id: string;
  /** The audience as a room (`org:`, `orbit:`, `user:`, `conversation:`); wins over the two below. */
  room?: string;
  /** Orbit-scoped rows: only who sees the orbit hears of it (room `orbit:{id}`). */
  orbitId?: string | null;
  /** Private rows: only this user hears of it (room `user:{id}`). */
  userId?: string | null;
  data: unknown;
};

/** A change as logged: its sequence number and the room it was written for. */
export type RecordedChange = ChangeInput & { seq: number; room: string };

/**
 * The next change sequence number (one sequence for every workspace, so a workspace's numbers have
 * gaps). No row is locked: concurrent writers never wait for each other here. Numbers may commit out
 * of order; readers only go as far as `readSeqHorizon` says is settled.
 *
 * Take it after locking the rows the write changes: a later writer of the same row then takes a
 * higher number, so a row's `seq` only moves forward in the order its writes commit.
 */
export async function nextSeq(tx: Tx): Promise<number> {
  const result = await tx.execute<{ seq: string }>(sql`select next_change_seq() as seq`);
  const seq = result.rows[0]?.seq;
  if (seq === undefined) throw new Error('nextSeq: no number');
  return Number(seq);
}

/**
 * Appends one change to the log and returns its sequence number. Pass `seq` when the row was already
 * stamped with one from `nextSeq`; otherwise a new one is taken.
 */
export async function recordChange(tx: Tx, input: ChangeInput, seq?: number): Promise<RecordedChange> {
  const number = seq ?? (await nextSeq(tx));
  const room = audienceRoom(input);
  await tx.insert(changeLog).values({
    workspaceId: input.workspaceId,
    seq: number,
    entity: input.entity,
    entityId: input.id,
    op: input.op,
    room,
    data: input.data ?? null,
  });
  return { ...input, seq: number, room };
}

const recordChunk = 1_000;

/**
 * Appends many changes in one statement (each already stamped with its own number): a write that
 * tells thousands of people at once, such as a mention of everyone, costs one round trip, not one each.
 */
export async function recordChanges(
  tx: Tx,
  inputs: readonly (ChangeInput & { seq: number })[],
): Promise<RecordedChange[]> {
  if (inputs.length === 0) return [];
  const done = inputs.map((input) => ({ ...input, room: audienceRoom(input) }));
  // PostgreSQL takes at most 65,535 parameters in one statement: seven per row, so a thousand at a time.
  for (let start = 0; start < done.length; start += recordChunk) {
    await tx.insert(changeLog).values(
      done.slice(start, start + recordChunk).map((change) => ({
        workspaceId: change.workspaceId,
        seq: change.seq,
        entity: change.entity,
        entityId: change.id,
        op: change.op,
        room: change.room,
        data: change.data ?? null,
      })),
    );
  }
  return done;
}
