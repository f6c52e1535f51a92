import type { NotificationDto } from '@orbit/shared';
import { desc } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.js';
import type { Actor } from '../sync/actor.js';
import type { Reader } from '../sync/tx.js';
import { visibleCondition } from './list-notifications.js';
import { presentNotification } from './notification.presenter.js';

/** How many of the newest notifications a device holds from its bootstrap; older pages load on demand. */
export const bootstrapNotificationsMax = 500;

/**
 * The bootstrap's notifications: the reader's newest, each of a target they still see. A task in Trash
 * keeps its row (the client hides it, as the server's list does): it is still synced, so restoring the
 * task brings it back on every device alike (found by the convergence property, seeds 101, 102, 106).
 */
export async function bootstrapNotifications(db: Reader, actor: Actor): Promise<NotificationDto[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(await visibleCondition(db, actor, { trashed: true }))
    .orderBy(desc(notifications.updatedAt), desc(notifications.id))
    .limit(bootstrapNotificationsMax);
  return rows.map(presentNotification);
}
