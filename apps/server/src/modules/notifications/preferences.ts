import type { NotificationPreferencesDto, UpdateNotificationPreferencesBody } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notificationPreferences } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { visibleOrbitIds } from '../sync/visible-orbits.js';
import { presentPreferences } from './notification-preferences.js';

export async function getPreferences(db: Database, actor: Actor): Promise<NotificationPreferencesDto> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, actor.userId),
        eq(notificationPreferences.workspaceId, actor.workspaceId),
      ),
    );
  return presentPreferences(row);
}

/** PATCH /notifications/preferences: kinds merge one by one; a muted orbit must be one the caller sees. */
export async function updatePreferences(
  db: Database,
  actor: Actor,
  body: UpdateNotificationPreferencesBody,
): Promise<NotificationPreferencesDto> {
  if (body.mutedOrbitIds?.length) {
    const visible = new Set(await visibleOrbitIds(db, actor.workspaceId, actor.userId, actor.role));
    const unknown = body.mutedOrbitIds.find((id) => !visible.has(id));
    if (unknown) {
      const message = 'That orbit was not found.';
      throw new AppError('validation_failed', message, { mutedOrbitIds: message });
    }
  }
  const current = await getPreferences(db, actor);
  const next: NotificationPreferencesDto = {
    kinds: { ...current.kinds, ...body.kinds },
    digest: body.digest ?? current.digest,
    dueSoonHours: body.dueSoonHours ?? current.dueSoonHours,
    mutedOrbitIds: body.mutedOrbitIds ? [...new Set(body.mutedOrbitIds)] : current.mutedOrbitIds,
  };
  const values = { ...next, updatedAt: new Date() };
  await db
    .insert(notificationPreferences)
    .values({ userId: actor.userId, workspaceId: actor.workspaceId, ...values })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.workspaceId],
      set: values,
    });
  return next;
}
