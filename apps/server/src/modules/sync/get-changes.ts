import type { ChangesResult } from '@orbit/shared';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { changeLog, workspaces } from '../../db/schema/index.js';
import { callRoomsForReader } from '../calls/call-rooms.js';
import { visibleRoomConversationIds } from '../chat/conversation-visibility.js';
import type { Actor } from './actor.js';
import { readerRooms } from './rooms.js';
import { readSeqHorizon } from './seq-horizon.js';
import { visibleOrbitIds } from './visible-orbits.js';

/** A client further behind than this bootstraps again: replaying would cost more than starting over. */
export const maxChangesBehind = 5_000;

/**
 * GET /sync/changes?after=SEQ: the changes the actor may see since `after`, or `reset` when the log no
 * longer holds them all (pruned, too many, or a sequence from another life of the database).
 *
 * Numbers are taken mid-transaction and commit in any order, so the answer's `seq` (where the client
 * continues from) is the settled horizon: every change up to it has committed or rolled back, and one
 * that commits later always has a higher number. The changes already committed past it are sent too
 * (nothing waits for the writes still running); the next catch-up sends them again, which changes
 * nothing on the client, whose rows only move forward by `seq`.
 */
export async function getChanges(db: Database, actor: Actor, after: number): Promise<ChangesResult> {
  const { issued, settled } = await readSeqHorizon(db);
  if (after > Math.max(issued, settled ?? 0)) return { reset: true };
  const [workspace] = await db
    .select({ prunedSeq: workspaces.prunedSeq })
    .from(workspaces)
    .where(eq(workspaces.id, actor.workspaceId));
  if (!workspace || after < workspace.prunedSeq) return { reset: true };
  const range = and(eq(changeLog.workspaceId, actor.workspaceId), gt(changeLog.seq, after));
  const [behind] = await db.select({ n: count() }).from(
    db
      .select({ seq: changeLog.seq })
      .from(changeLog)
      .where(range)
      .limit(maxChangesBehind + 1)
      .as('behind'),
  );
  if ((behind?.n ?? 0) > maxChangesBehind) return { reset: true };
  const orbitIds = await visibleOrbitIds(db, actor.workspaceId, actor.userId, actor.role);
  const conversationIds = await visibleRoomConversationIds(db, actor.workspaceId, actor.userId, actor.role);
  const rooms = readerRooms(actor.workspaceId, actor.userId, orbitIds, conversationIds);
  rooms.push(...(await callRoomsForReader(db, actor.workspaceId, actor.userId)));
  const rows = await db
    .select()
    .from(changeLog)
    .where(and(range, inArray(changeLog.room, rooms)))
    .orderBy(asc(changeLog.seq));
  return {
    seq: Math.max(after, settled ?? after),
    reset: false,
    changes: rows.map((row) => ({
      workspaceId: row.workspaceId,
      seq: row.seq,
      entity: row.entity,
      op: row.op,
      id: row.entityId,
      data: row.data ?? null,
    })),
  };
}
