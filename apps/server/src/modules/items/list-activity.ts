import type { ActivityDto } from '@orbit/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { itemActivity } from '../../db/schema/index.js';
import type { Actor } from '../sync/actor.js';
import { accessItem } from './access-item.js';

/** GET /items/:id/activity, newest first. */
export async function listActivity(db: Database, actor: Actor, id: string): Promise<ActivityDto[]> {
  const { item } = await accessItem(db, actor, id);
  const rows = await db
    .select()
    .from(itemActivity)
    .where(eq(itemActivity.itemId, item.id))
    .orderBy(desc(itemActivity.createdAt), desc(itemActivity.id));
  return rows.map((row) => ({
    id: row.id,
    actorId: row.actorId,
    kind: row.kind,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
  }));
}
