import type { OrbitDto, UpdateOrbitBody } from '@orbit/shared';
import { canManageOrbit } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { items, orbits } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { refreshOrbitRoom } from '../sync/orbit-rooms.js';
import { recordLostAccess } from '../sync/record-lost-access.js';
import { orbitAudience } from '../sync/visible-orbits.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessOrbit } from './access-orbit.js';
import { stampOrbit } from './stamp-orbit.js';

export const cannotManageOrbit = () => new AppError('forbidden', 'Guests cannot change orbits.');

/** PATCH /orbits/:id. A status still used by tasks cannot be removed. */
export async function updateOrbit(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  input: UpdateOrbitBody,
): Promise<OrbitDto> {
  return withChanges(ctx, async (tx, changes) => {
    const orbit = await accessOrbit(tx, actor, id);
    if (!canManageOrbit(actor.role)) throw cannotManageOrbit();
    if (input.statuses) {
      const kept = new Set(input.statuses.map((status) => status.id));
      if (kept.size !== input.statuses.length) {
        throw new AppError('validation_failed', 'Status ids must differ.', {
          statuses: 'Status ids must differ.',
        });
      }
      const used = await tx
        .selectDistinct({ statusId: items.statusId })
        .from(items)
        .where(eq(items.orbitId, orbit.id));
      if (used.some((row) => !kept.has(row.statusId))) {
        const message = 'Move the tasks out of a status before removing it.';
        throw new AppError('conflict', message, { statuses: message });
      }
    }
    // Who sees it now, when that may change, to tell those who stop seeing it.
    const viewers = input.visibility ? (await orbitAudience(tx, orbit.id)).viewers : [];
    await tx
      .update(orbits)
      .set({
        name: input.name,
        description: input.description,
        color: input.color,
        icon: input.icon,
        visibility: input.visibility,
        position: input.position,
        statuses: input.statuses,
      })
      .where(eq(orbits.id, orbit.id));
    if (input.visibility && input.visibility !== orbit.visibility) {
      changes.afterCommit(() => refreshOrbitRoom(ctx.db, ctx.io, orbit.id));
    }
    const dto = await stampOrbit(tx, changes, actor.workspaceId, orbit.id);
    await recordLostAccess(tx, changes, actor.workspaceId, orbit.id, viewers);
    return dto;
  });
}
