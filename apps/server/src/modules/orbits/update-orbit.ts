import type { OrbitDto, UpdateOrbitBody } from '@orbit/shared';
import { canChangeOrbitVisibility, canManageOrbit } from '@orbit/shared';
import { count, eq } from 'drizzle-orm';
import { items, orbits } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { refreshOrbitRoom } from '../sync/orbit-rooms.js';
import { recordLostAccess } from '../sync/record-lost-access.js';
import { orbitAudience } from '../sync/visible-orbits.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessOrbit } from './access-orbit.js';
import { assertOrbitActive } from './assert-orbit-active.js';
import { recompleteStatusKinds } from './recomplete-status-kinds.js';
import { recordGainedAccess } from './record-gained-access.js';
import { stampOrbit } from './stamp-orbit.js';

export const cannotManageOrbit = () => new AppError('forbidden', 'Guests cannot change orbits.');

/**
 * PATCH /orbits/:id. A status still used by tasks cannot be removed; a status whose kind changes
 * completes or reopens its tasks in the same transaction. Archived orbits are read-only.
 */
export async function updateOrbit(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  input: UpdateOrbitBody,
): Promise<OrbitDto> {
  return withChanges(ctx, async (tx, changes) => {
    const orbit = await accessOrbit(tx, actor, id, 'update');
    if (!canManageOrbit(actor.role)) throw cannotManageOrbit();
    assertOrbitActive(orbit);
    const changesVisibility = input.visibility !== undefined && input.visibility !== orbit.visibility;
    if (changesVisibility && !canChangeOrbitVisibility(actor.role, orbit.createdBy === actor.userId)) {
      const message =
        'Only the person who created this orbit and the workspace’s admins can change who sees it.';
      throw new AppError('forbidden', message, { visibility: message });
    }
    if (input.statuses) {
      const kept = new Set(input.statuses.map((status) => status.id));
      if (kept.size !== input.statuses.length) {
        throw new AppError('validation_failed', 'Status ids must differ.', {
          statuses: 'Status ids must differ.',
        });
      }
      const used = await tx
        .select({ statusId: items.statusId, count: count() })
        .from(items)
        .where(eq(items.orbitId, orbit.id))
        .groupBy(items.statusId);
      const dropped = used.find((row) => !kept.has(row.statusId));
      if (dropped) {
        const name = orbit.statuses.find((status) => status.id === dropped.statusId)?.name ?? '';
        const tasks = dropped.count === 1 ? '1 task still uses' : `${dropped.count} tasks still use`;
        // Trashed tasks keep their status (a restore puts them back in it), so they count too.
        const message = `${tasks} “${name}” (Trash included). Move them to another status before removing it.`;
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
    if (input.statuses) {
      await recompleteStatusKinds(tx, changes, actor, orbit.id, orbit.statuses, input.statuses);
    }
    if (input.visibility) {
      await recordLostAccess(tx, changes, actor.workspaceId, orbit.id, viewers);
      await recordGainedAccess(tx, changes, actor.workspaceId, orbit.id, viewers);
    }
    return dto;
  });
}
