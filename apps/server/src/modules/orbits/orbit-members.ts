import type { OrbitDto } from '@orbit/shared';
import { canManageOrbit } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { orbitMembers } from '../../db/schema/index.js';
import type { Actor } from '../sync/actor.js';
import { refreshOrbitRoom } from '../sync/orbit-rooms.js';
import { recordLostAccess } from '../sync/record-lost-access.js';
import { orbitAudience } from '../sync/visible-orbits.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessOrbit } from './access-orbit.js';
import { assertOrbitActive } from './assert-orbit-active.js';
import { recordGainedAccess } from './record-gained-access.js';
import { stampOrbit } from './stamp-orbit.js';
import { cannotManageOrbit } from './update-orbit.js';
import { requireWorkspaceMembers } from './workspace-members.js';

/** POST /orbits/:id/members and DELETE /orbits/:id/members/:userId; sockets move rooms after commit. */
export async function setOrbitMember(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  userId: string,
  member: boolean,
): Promise<OrbitDto> {
  return withChanges(ctx, async (tx, changes) => {
    const orbit = await accessOrbit(tx, actor, id, 'update');
    if (!canManageOrbit(actor.role)) throw cannotManageOrbit();
    assertOrbitActive(orbit);
    const { viewers } = await orbitAudience(tx, orbit.id);
    if (member) {
      await requireWorkspaceMembers(tx, actor.workspaceId, [userId], 'userId');
      await tx.insert(orbitMembers).values({ orbitId: orbit.id, userId }).onConflictDoNothing();
    } else {
      await tx
        .delete(orbitMembers)
        .where(and(eq(orbitMembers.orbitId, orbit.id), eq(orbitMembers.userId, userId)));
    }
    changes.afterCommit(() => refreshOrbitRoom(ctx.db, ctx.io, orbit.id));
    const dto = await stampOrbit(tx, changes, actor.workspaceId, orbit.id);
    await recordLostAccess(tx, changes, actor.workspaceId, orbit.id, viewers);
    await recordGainedAccess(tx, changes, actor.workspaceId, orbit.id, viewers);
    return dto;
  });
}
