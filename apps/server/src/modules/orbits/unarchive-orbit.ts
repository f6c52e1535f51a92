import type { OrbitDto } from '@orbit/shared';
import { canManageOrbit } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { orbits } from '../../db/schema/index.js';
import type { Actor } from '../sync/actor.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessOrbit } from './access-orbit.js';
import { loadOrbit } from './orbit.presenter.js';
import { stampOrbit } from './stamp-orbit.js';
import { cannotManageOrbit } from './update-orbit.js';

/** POST /orbits/:id/unarchive undoes an archive (same roles); restoring an active orbit changes nothing. */
export async function unarchiveOrbit(ctx: SyncContext, actor: Actor, id: string): Promise<OrbitDto> {
  return withChanges(ctx, async (tx, changes) => {
    const orbit = await accessOrbit(tx, actor, id, 'update');
    if (!canManageOrbit(actor.role)) throw cannotManageOrbit();
    if (!orbit.archivedAt) return loadOrbit(tx, orbit.id);
    await tx.update(orbits).set({ archivedAt: null }).where(eq(orbits.id, orbit.id));
    return stampOrbit(tx, changes, actor.workspaceId, orbit.id);
  });
}
