import { canManageOrbit } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { orbits } from '../../db/schema/index.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessOrbit } from './access-orbit.js';
import { stampOrbit } from './stamp-orbit.js';
import { cannotManageOrbit } from './update-orbit.js';

/** DELETE /orbits/:id archives: the orbit and its tasks stay (and sync) with `archivedAt` set. */
export async function archiveOrbit(ctx: SyncContext, actor: Actor, id: string): Promise<void> {
  await withChanges(ctx, async (tx, changes) => {
    const orbit = await accessOrbit(tx, actor, id, 'update');
    if (!canManageOrbit(actor.role)) throw cannotManageOrbit();
    if (orbit.archivedAt) return;
    await tx.update(orbits).set({ archivedAt: new Date() }).where(eq(orbits.id, orbit.id));
    await stampOrbit(tx, changes, actor.workspaceId, orbit.id);
  });
}
