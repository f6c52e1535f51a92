import type { OrbitStatus } from '@orbit/shared';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { itemActivity, items } from '../../db/schema/index.js';
import { stampItems } from '../items/stamp-items.js';
import type { Actor } from '../sync/actor.js';
import { newId } from '../sync/new-id.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';

/** The ids of statuses kept from `before` whose kind became `kind`. */
function turnedInto(before: readonly OrbitStatus[], after: readonly OrbitStatus[], kind: 'open' | 'done') {
  const was = new Map(before.map((status) => [status.id, status.kind]));
  return after
    .filter((status) => status.kind === kind && was.get(status.id) === (kind === 'done' ? 'open' : 'done'))
    .map((status) => status.id);
}

/**
 * Inside the orbit's update: a status that turned done completes the tasks in it (completedAt now),
 * one that turned open reopens them, so `completedAt` keeps following the status kind. Each task gets
 * its activity line and its own change, so every client sees it complete or reopen.
 */
export async function recompleteStatusKinds(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  orbitId: string,
  before: readonly OrbitStatus[],
  after: readonly OrbitStatus[],
): Promise<string[]> {
  const now = new Date();
  const done = turnedInto(before, after, 'done');
  const open = turnedInto(before, after, 'open');
  const completed =
    done.length === 0
      ? []
      : await tx
          .update(items)
          .set({ completedAt: now, updatedAt: now })
          .where(and(eq(items.orbitId, orbitId), inArray(items.statusId, done), isNull(items.completedAt)))
          .returning({ id: items.id });
  const reopened =
    open.length === 0
      ? []
      : await tx
          .update(items)
          .set({ completedAt: null, updatedAt: now })
          .where(and(eq(items.orbitId, orbitId), inArray(items.statusId, open), isNotNull(items.completedAt)))
          .returning({ id: items.id });
  const lines = [
    ...completed.map((row) => ({ itemId: row.id, kind: 'complete' as const })),
    ...reopened.map((row) => ({ itemId: row.id, kind: 'uncomplete' as const })),
  ];
  if (lines.length === 0) return [];
  await tx.insert(itemActivity).values(
    lines.map((line) => ({
      id: newId(),
      itemId: line.itemId,
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      kind: line.kind,
      // Not the task itself that changed: its status's kind did.
      data: { reason: 'status_kind' },
    })),
  );
  const ids = lines.map((line) => line.itemId);
  await stampItems(tx, changes, actor.workspaceId, ids);
  return ids;
}
