import { canOverseeOrbits, type OrbitDto } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { orbitMembers, orbits } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import { refreshOrbitRoom } from '../sync/orbit-rooms.js';
import { orbitAudience } from '../sync/visible-orbits.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { recordGainedAccess } from './record-gained-access.js';
import { stampOrbit } from './stamp-orbit.js';

/**
 * POST /orbits/:id/join: an owner or admin becomes a member of any orbit of the workspace, a private
 * one they do not see included, and so can manage it. To anyone else the orbit stays a 404, as every
 * orbit route answers for what one may not see.
 */
export async function joinOrbit(ctx: SyncContext, actor: Actor, id: string): Promise<OrbitDto> {
  if (!canOverseeOrbits(actor.role)) throw notFound('Orbit not found.');
  return withChanges(ctx, async (tx, changes) => {
    const [orbit] = await tx
      .select({ id: orbits.id })
      .from(orbits)
      .where(and(eq(orbits.workspaceId, actor.workspaceId), idMatch(orbits, id)))
      .limit(1);
    if (!orbit) throw notFound('Orbit not found.');
    const { viewers } = await orbitAudience(tx, orbit.id);
    await tx.insert(orbitMembers).values({ orbitId: orbit.id, userId: actor.userId }).onConflictDoNothing();
    changes.afterCommit(() => refreshOrbitRoom(ctx.db, ctx.io, orbit.id));
    const dto = await stampOrbit(tx, changes, actor.workspaceId, orbit.id);
    await recordGainedAccess(tx, changes, actor.workspaceId, orbit.id, viewers);
    return dto;
  });
}
