import { eq } from 'drizzle-orm';
import { boards, documents, items } from '../../db/schema/index.js';
import { recordTaskConversationMoved, recordTaskConversationsLost } from '../chat/task-conversations.js';
import { forgetNotifications } from '../notifications/forget-notifications.js';
import type { Tx } from './tx.js';
import { orbitAudience } from './visible-orbits.js';
import type { ChangeRecorder } from './with-changes.js';

/**
 * Call with who saw the orbit before a change to its members or visibility, after making it: each
 * person who no longer sees it gets an orbit `delete` in their own room (their client drops the orbit
 * with its lists and tasks), since the orbit's room will not tell them anymore.
 */
export async function recordLostAccess(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  orbitId: string,
  viewersBefore: readonly string[],
): Promise<void> {
  const { viewers } = await orbitAudience(tx, orbitId);
  const now = new Set(viewers);
  for (const userId of viewersBefore) {
    if (now.has(userId)) continue;
    await changes.record({ workspaceId, entity: 'orbit', op: 'delete', id: orbitId, userId, data: null });
    await recordOrbitTasksLost(tx, changes, workspaceId, orbitId, [userId]);
    await forgetNotifications(tx, changes, { workspaceId, userIds: [userId], orbitId });
    await recordTaskConversationsLost(tx, changes, workspaceId, orbitId, [userId]);
  }
}

/**
 * Call after a task moved from orbit `from` to orbit `to`: everyone in the workspace who does not see
 * `to` gets an `item` delete in their own room, not only those who saw `from` now. A catch-up returns
 * the changes of the rooms its reader is in when it asks, so someone who could not see `from` at the
 * move but sees it again by the time they catch up receives the task's earlier upserts there; this
 * delete, later in their own room, is what keeps their copy from staying behind, stale. Those who see
 * `to` hear the move as its upsert there.
 */
export async function recordItemMovedAway(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  itemId: string,
  from: string,
  to: string,
): Promise<void> {
  if (from === to) return;
  const { others } = await orbitAudience(tx, to);
  for (const userId of others) {
    await changes.record({ workspaceId, entity: 'item', op: 'delete', id: itemId, userId, data: null });
  }
  await recordTaskConversationMoved(tx, changes, workspaceId, itemId, others);
  await forgetNotifications(tx, changes, { workspaceId, userIds: others, itemIds: [itemId] });
}

/**
 * After an orbit `delete` sent to people who stop seeing it: an `item` delete for each of its tasks
 * (Trash included) and each of its boards and documents, in their rooms. Their client drops the orbit's tasks by the orbit it holds for
 * each; a task that moved into the orbit by a change they never applied (an event lost, then the
 * orbit lost before a catch-up, which no longer reads the orbit's room) would stay behind without
 * this (found by the convergence property's long run, seed 1353).
 */
export async function recordOrbitTasksLost(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  orbitId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  const tasks = await tx.select({ id: items.id }).from(items).where(eq(items.orbitId, orbitId));
  const boardRows = await tx.select({ id: boards.id }).from(boards).where(eq(boards.orbitId, orbitId));
  const documentRows = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.orbitId, orbitId));
  for (const userId of userIds) {
    for (const { id } of tasks) {
      await changes.record({ workspaceId, entity: 'item', op: 'delete', id, userId, data: null });
    }
    // Boards likewise (a board moved in by a change they never applied).
    for (const { id } of boardRows) {
      await changes.record({ workspaceId, entity: 'board', op: 'delete', id, userId, data: null });
    }
    for (const { id } of documentRows) {
      await changes.record({ workspaceId, entity: 'document', op: 'delete', id, userId, data: null });
    }
  }
}
