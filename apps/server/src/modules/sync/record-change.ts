import type { ChangeOp } from '@orbit/shared';
import { eq, sql } from 'drizzle-orm';
import { changeLog, workspaces } from '../../db/schema/index.js';
import type { Tx } from './tx.js';

export type ChangeInput = {
  workspaceId: string;
  entity: string;
  op: ChangeOp;
  id: string;
  /** Orbit-scoped rows: only who sees the orbit hears of it. */
  orbitId?: string | null;
  /** Private rows: only this user hears of it. */
  userId?: string | null;
  data: unknown;
};

export type RecordedChange = ChangeInput & { seq: number };

/**
 * The next sequence number of the workspace. The row lock taken by the UPDATE orders concurrent
 * writers, so sequences are dense and commit in the order they were handed out per workspace.
 */
export async function nextSeq(tx: Tx, workspaceId: string): Promise<number> {
  const [row] = await tx
    .update(workspaces)
    .set({ changeSeq: sql`${workspaces.changeSeq} + 1` })
    .where(eq(workspaces.id, workspaceId))
    .returning({ seq: workspaces.changeSeq });
  if (!row) throw new Error(`nextSeq: no workspace ${workspaceId}`);
  return row.seq;
}

/**
 * Appends one change to the log and returns its sequence number. Pass `seq` when the row was already
 * stamped with one from `nextSeq`; otherwise a new one is taken.
 */
export async function recordChange(tx: Tx, input: ChangeInput, seq?: number): Promise<RecordedChange> {
  const number = seq ?? (await nextSeq(tx, input.workspaceId));
  await tx.insert(changeLog).values({
    workspaceId: input.workspaceId,
    seq: number,
    entity: input.entity,
    entityId: input.id,
    op: input.op,
    orbitId: input.orbitId ?? null,
    userId: input.userId ?? null,
    data: input.data ?? null,
  });
  return { ...input, seq: number };
}
