import { and, eq } from 'drizzle-orm';
import {
  type AttachmentRow,
  attachments,
  type ItemRow,
  items,
  type OrbitRow,
  orbits,
} from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import type { Reader } from '../sync/tx.js';
import { orbitVisibleTo } from '../sync/visible-orbits.js';

/**
 * The file and its task when the actor sees the task's orbit (the task's own rule); a file in another
 * workspace or on a task in a private orbit of others answers the same 404 as none at all.
 */
export async function accessAttachment(
  db: Reader,
  actor: Actor,
  id: string,
): Promise<{ attachment: AttachmentRow; item: ItemRow; orbit: OrbitRow }> {
  const [row] = await db
    .select({ attachment: attachments, item: items, orbit: orbits })
    .from(attachments)
    .innerJoin(items, eq(items.id, attachments.itemId))
    .innerJoin(orbits, eq(orbits.id, items.orbitId))
    .where(
      and(
        eq(attachments.id, id),
        eq(attachments.workspaceId, actor.workspaceId),
        eq(items.workspaceId, actor.workspaceId),
        orbitVisibleTo(actor.userId, actor.role),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Attachment not found.');
  return row;
}
