import type { ItemDto } from '@orbit/shared';
import type { Actor } from '../sync/actor.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { raiseNotifications } from './raise-notifications.js';

/**
 * Inside a task's create or edit: who was just assigned hears "assigned", who was just taken off
 * hears "unassigned" (never the person who did it).
 */
export async function notifyAssignment(
  tx: Tx,
  changes: ChangeRecorder,
  actor: Actor,
  before: ItemDto | null,
  after: ItemDto,
): Promise<void> {
  const had = new Set(before?.assigneeIds ?? []);
  const has = new Set(after.assigneeIds);
  const added = after.assigneeIds.filter((id) => !had.has(id));
  const removed = [...had].filter((id) => !has.has(id));
  const base = {
    workspaceId: actor.workspaceId,
    actorId: actor.userId,
    target: { kind: 'item' as const, id: after.id },
    itemId: after.id,
    orbitId: after.orbitId,
    title: after.title,
    direct: true,
  };
  if (added.length > 0)
    await raiseNotifications(tx, changes, { ...base, kind: 'assigned', recipients: added });
  if (removed.length > 0) {
    await raiseNotifications(tx, changes, { ...base, kind: 'unassigned', recipients: removed });
  }
}
