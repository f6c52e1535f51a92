import type { ChangesResult } from '@orbit/shared';
import { and, asc, eq, gt, inArray, isNull, min, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { changeLog, workspaces } from '../../db/schema/index.js';
import type { Actor } from './actor.js';
import { visibleOrbitIds } from './visible-orbits.js';

/** A client further behind than this bootstraps again: replaying would cost more than starting over. */
export const maxChangesBehind = 5_000;

/**
 * GET /sync/changes?after=SEQ: the changes the actor may see since `after`, or `reset` when the log no
 * longer holds them all (pruned, too many, or a sequence from another life of the database).
 */
export async function getChanges(db: Database, actor: Actor, after: number): Promise<ChangesResult> {
  return db.transaction(
    async (tx) => {
      const [workspace] = await tx
        .select({ seq: workspaces.changeSeq })
        .from(workspaces)
        .where(eq(workspaces.id, actor.workspaceId));
      const seq = workspace?.seq ?? 0;
      if (after > seq || seq - after > maxChangesBehind) return { reset: true };
      if (after === seq) return { seq, changes: [], reset: false };
      const [oldest] = await tx
        .select({ seq: min(changeLog.seq) })
        .from(changeLog)
        .where(eq(changeLog.workspaceId, actor.workspaceId));
      if (oldest?.seq == null || oldest.seq > after + 1) return { reset: true };
      const orbitIds = await visibleOrbitIds(tx, actor.workspaceId, actor.userId, actor.role);
      const audience: SQL[] = [
        and(isNull(changeLog.orbitId), isNull(changeLog.userId)) as SQL,
        eq(changeLog.userId, actor.userId),
      ];
      if (orbitIds.length > 0) audience.push(inArray(changeLog.orbitId, orbitIds));
      const rows = await tx
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.workspaceId, actor.workspaceId), gt(changeLog.seq, after), or(...audience)))
        .orderBy(asc(changeLog.seq));
      return {
        seq,
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
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
