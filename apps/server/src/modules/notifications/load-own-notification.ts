import type { SyncEntityDto } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notifications } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { visibleCondition } from './list-notifications.js';
import { presentNotification } from './notification.presenter.js';

/**
 * GET /sync/entity/notification/:id: the caller's own notification as it is now (a marking the outbox
 * gave up on is set right with it); anyone else's, or one about something no longer seen: 404.
 */
export async function loadOwnNotification(db: Database, actor: Actor, id: string): Promise<SyncEntityDto> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(await visibleCondition(db, actor, { trashed: true }), eq(notifications.id, id)));
  if (!row) throw notFound('Notification not found.');
  const data = presentNotification(row);
  return { entity: 'notification', id: data.id, seq: data.seq, data };
}
