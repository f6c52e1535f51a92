import {
  defaultNotificationPreferences,
  type NotificationKind,
  type NotificationPreferencesDto,
} from '@orbit/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { type NotificationPreferencesRow, notificationPreferences } from '../../db/schema/index.js';
import type { Reader } from '../sync/tx.js';

/** A person's stored settings over the defaults (kinds merge one by one). */
export function presentPreferences(row: NotificationPreferencesRow | undefined): NotificationPreferencesDto {
  const defaults = defaultNotificationPreferences();
  if (!row) return defaults;
  return {
    kinds: { ...defaults.kinds, ...row.kinds },
    digest: row.digest,
    dueSoonHours: row.dueSoonHours,
    mutedOrbitIds: row.mutedOrbitIds,
  };
}

/** Each person's settings in the workspace (defaults for those who never changed them). */
export async function loadPreferences(
  db: Reader,
  workspaceId: string,
  userIds: readonly string[],
): Promise<Map<string, NotificationPreferencesDto>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select()
          .from(notificationPreferences)
          .where(
            and(
              eq(notificationPreferences.workspaceId, workspaceId),
              inArray(notificationPreferences.userId, [...userIds]),
            ),
          );
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  return new Map(userIds.map((userId) => [userId, presentPreferences(byUser.get(userId))]));
}

export function wantsInApp(preferences: NotificationPreferencesDto, kind: NotificationKind): boolean {
  return preferences.kinds[kind]?.inApp !== false;
}
