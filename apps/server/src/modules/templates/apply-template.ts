import type { InterfaceLocale, TemplateId } from '@orbit/shared';
import { canCreateOrbit } from '@orbit/shared';
import { AppError } from '../../http/app-error.js';
import { creatorLocale } from '../orbits/creator-locale.js';
import type { Actor } from '../sync/actor.js';
import { refreshOrbitRoom } from '../sync/orbit-rooms.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { insertTemplate } from './insert-template.js';

/**
 * POST /templates/apply: emitted and joined like any orbit the user creates, written in the language
 * the request names (else the one saved on the account).
 */
export async function applyTemplate(
  ctx: SyncContext,
  actor: Actor,
  template: TemplateId,
  requestedLocale?: InterfaceLocale,
): Promise<string[]> {
  if (!canCreateOrbit(actor.role)) throw new AppError('forbidden', 'Guests cannot create orbits.');
  return withChanges(ctx, async (tx, changes) => {
    const locale = await creatorLocale(tx, actor.userId, requestedLocale);
    const orbitIds = await insertTemplate(tx, changes, actor, template, locale);
    for (const id of orbitIds) changes.afterCommit(() => refreshOrbitRoom(ctx.db, ctx.io, id));
    return orbitIds;
  });
}
