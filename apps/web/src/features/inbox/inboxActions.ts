import type { NotificationDto, NotificationKind } from '@orbit/shared';
import type { LocalDb } from '../../lib/localDb';
import { syncDbFor } from '../../lib/syncDb';
import { changedNotification, type NotificationChange } from '../sync/inboxStore';
import type { Outbox, OutboxWrite } from '../sync/Outbox';

export { changedNotification, type NotificationChange };
export type InboxScope = { org: string; workspaceId: string; meId: string };
export type InboxActions = ReturnType<typeof createInboxActions>;

/** The server takes at most this many ids in one bulk change. */
const bulkMax = 500;

/**
 * Marking notifications read, unread, done or snoozed: writes of the outbox like every other synced
 * write (docs/SYNC.md, the client), so they show at once on every tab, wait while offline, go once,
 * and a refusal puts the server's copy back. The server's answer (or, for a bulk change, each row's
 * `notification` change) carries a higher seq and replaces the optimistic row.
 */
export function createInboxActions(outbox: Outbox, scope: InboxScope) {
  const base = `/api/orgs/${encodeURIComponent(scope.org)}/notifications`;
  const common = { org: scope.org, scope: { workspaceId: scope.workspaceId, meId: scope.meId } };
  const write = (w: Omit<OutboxWrite, 'org' | 'scope'>) => outbox.write({ ...common, ...w });
  const applyTo = (ids: readonly string[], change: NotificationChange) => async (db: LocalDb) => {
    const store = syncDbFor(db.name);
    const now = new Date().toISOString();
    const rows = (await store.notifications.bulkGet([...ids])).filter(Boolean) as NotificationDto[];
    await store.notifications.bulkPut(rows.map((row) => ({ ...changedNotification(row, change, now) })));
  };

  return {
    update(id: string, change: NotificationChange): Promise<void> {
      return write({
        method: 'PATCH',
        path: `${base}/${encodeURIComponent(id)}`,
        body: change,
        answer: 'notification',
        touches: [{ table: 'notifications', key: id }],
        apply: applyTo([id], change),
      });
    },

    /**
     * Everything still in the inbox read (of these kinds, when given): one request, however many the
     * server holds (older ones this device never loaded included). `shown` are the unread rows held
     * here, marked at once; the server's one `notificationBatch` change follows.
     */
    markAllRead(kinds: readonly NotificationKind[] | null, shown: readonly string[]): Promise<void> {
      return write({
        method: 'POST',
        path: `${base}/bulk`,
        body: { all: true, read: true, ...(kinds && { kind: [...kinds] }) },
        touches: shown.map((key) => ({ table: 'notifications' as const, key })),
        apply: applyTo(shown, { read: true }),
      });
    },

    async bulk(ids: readonly string[], change: NotificationChange): Promise<void> {
      for (let start = 0; start < ids.length; start += bulkMax) {
        const chunk = ids.slice(start, start + bulkMax);
        await write({
          method: 'POST',
          path: `${base}/bulk`,
          body: { ids: chunk, ...change },
          touches: chunk.map((key) => ({ table: 'notifications' as const, key })),
          apply: applyTo(chunk, change),
        });
      }
    },
  };
}

/**
 * The unread notifications held here whose target is one of `targets` (a thread's root, say): read
 * once the person has seen what they are about.
 */
export async function unreadAbout(
  db: LocalDb,
  workspaceId: string,
  targets: { kind: NotificationDto['targetKind']; ids: readonly string[] },
): Promise<string[]> {
  const rows = (await syncDbFor(db.name)
    .notifications.where('workspaceId')
    .equals(workspaceId)
    .toArray()) as unknown as NotificationDto[];
  return rows
    .filter((row) => !row.readAt && row.targetKind === targets.kind && targets.ids.includes(row.targetId))
    .map((row) => row.id);
}
