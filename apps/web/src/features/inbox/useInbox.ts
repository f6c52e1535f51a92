import type { NotificationDto } from '@orbit/shared';
import { useMemo } from 'react';
import { localDb } from '../../lib/localDb';
import { syncDbFor } from '../../lib/syncDb';
import { useLiveQuery } from '../sync/useLiveQuery';

/** A notification with what this device knows of its target. */
export type InboxEntry = NotificationDto & {
  /** The task it is about, as held here (its current title and orbit). */
  task?: { id: string; title: string; orbitId: string };
};

/** `held`: every row of the workspace on this device (past the bootstrap's 500 once older pages load). */
type Inbox = { entries: InboxEntry[]; loaded: boolean; held: number };

const empty: Inbox = { entries: [], loaded: false, held: 0 };

/** Newest event first, then by id (the server's order). */
export function compareEntries(a: NotificationDto, b: NotificationDto): number {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * The workspace's notifications held on this device (orbit-sync `notifications`), live across tabs.
 * One about a task this device does not hold, or holds in Trash, is left out: a person never sees a
 * target they can no longer see (the server deletes those too, in the write that takes access away).
 */
export function useInbox(workspaceId: string | undefined): Inbox {
  return useLiveQuery(
    async (): Promise<Inbox> => {
      if (!workspaceId) return empty;
      const store = syncDbFor(localDb.name);
      const rows = (await store.notifications
        .where('workspaceId')
        .equals(workspaceId)
        .toArray()) as unknown as NotificationDto[];
      const itemIds = [...new Set(rows.flatMap((row) => (row.itemId ? [row.itemId] : [])))];
      const tasks = await localDb.items.bulkGet(itemIds);
      const byId = new Map(
        tasks.flatMap((task) => (task && !task.deletedAt ? [[String(task.id), task] as const] : [])),
      );
      const entries: InboxEntry[] = [];
      for (const row of rows) {
        if (!row.itemId) {
          entries.push(row);
          continue;
        }
        const task = byId.get(row.itemId);
        if (!task) continue;
        entries.push({
          ...row,
          task: { id: row.itemId, title: String(task.title ?? row.title), orbitId: String(task.orbitId) },
        });
      }
      entries.sort(compareEntries);
      return { entries, loaded: true, held: rows.length };
    },
    `inbox:${workspaceId ?? ''}`,
    empty,
  );
}

/** Still in the inbox: not done, and not snoozed to a later time. */
export function inInbox(entry: NotificationDto, now = Date.now()): boolean {
  return !entry.doneAt && (!entry.snoozedUntil || Date.parse(entry.snoozedUntil) <= now);
}

/** How many notifications in the inbox are unread (the sidebar's badge, the tab's title). */
export function useInboxUnread(workspaceId: string | undefined): number {
  const { entries } = useInbox(workspaceId);
  return useMemo(() => entries.filter((e) => inInbox(e) && !e.readAt).length, [entries]);
}
