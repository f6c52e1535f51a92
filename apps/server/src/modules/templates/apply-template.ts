import type { TemplateId } from '@orbit/shared';
import { canCreateOrbit } from '@orbit/shared';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { refreshOrbitRoom } from '../sync/orbit-rooms.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { insertTemplate } from './insert-template.js';

/** POST /templates/apply: emitted and joined like any orbit the user creates. */
export async function applyTemplate(ctx: SyncContext, actor: Actor, template: TemplateId): Promise<string[]> {
  if (!canCreateOrbit(actor.role)) throw new AppError('forbidden', 'Guests cannot create orbits.');
  return withChanges(ctx, async (tx, changes) => {
    const orbitIds = await insertTemplate(tx, changes, actor, template);
    for (const id of orbitIds) changes.afterCommit(() => refreshOrbitRoom(ctx.db, ctx.io, id));
    return orbitIds;
  });
}
