import { type NotificationDto, notificationPageSchema } from '@orbit/shared';
import { Dexie } from 'dexie';
import type { ApiRequest } from '../../lib/api/apiClient';
import type { SyncDb } from '../../lib/syncDb';
import { orgPath } from '../members/orgPath';
import { putNotification } from '../sync/inboxStore';

/** The bootstrap brings the newest this many (the server's `bootstrapNotificationsMax`). */
export const bootstrapNotificationsMax = 500;
/** One "Load more" asks for this many older ones. */
export const olderPageSize = 200;

/**
 * The page of notifications just older than the oldest one held here (every status: the inbox and
 * Done tabs both read the local table), stored like any synced row (a row only moves forward by
 * seq). Answers whether the server has more still.
 */
export async function loadOlderNotifications(opts: {
  request: ApiRequest;
  store: SyncDb;
  org: string;
  workspaceId: string;
}): Promise<{ loaded: number; more: boolean }> {
  const { store, workspaceId } = opts;
  const oldest = (await store.notifications
    .where('[workspaceId+updatedAt]')
    .between([workspaceId, Dexie.minKey], [workspaceId, Dexie.maxKey])
    .first()) as NotificationDto | undefined;
  const query = new URLSearchParams({ status: 'all', limit: String(olderPageSize) });
  if (oldest) query.set('before', `${new Date(oldest.updatedAt).toISOString()}_${oldest.id}`);
  const page = notificationPageSchema.parse(
    await opts.request(orgPath(opts.org, `/notifications?${query.toString()}`)),
  );
  await store.transaction('rw', store.notifications, async () => {
    for (const row of page.notifications) await putNotification(store, row, row.seq);
  });
  return { loaded: page.notifications.length, more: page.cursor !== null };
}
