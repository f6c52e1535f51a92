import type { NotificationDto } from '@orbit/shared';
import { useMemo, useRef } from 'react';
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
  const read = useLiveQuery(
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
  // Each read makes new objects for every row; handing the rows that did not change back as the same
  // objects lets the list redraw only what changed (a page of older ones, one marked read), not all.
  const previous = useRef(new Map<string, InboxEntry>());
  return useMemo(() => {
    const entries = keepUnchanged(previous.current, read.entries);
    previous.current = new Map(entries.map((entry) => [entry.id, entry]));
    return { ...read, entries };
  }, [read]);
}

const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => x === b[i]));

/** Whether two reads of one row say the same (its fields, and the task it is about). */
export function sameEntry(a: InboxEntry, b: InboxEntry): boolean {
  const keys = Object.keys(a) as (keyof InboxEntry)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    key === 'task'
      ? a.task?.id === b.task?.id && a.task?.title === b.task?.title && a.task?.orbitId === b.task?.orbitId
      : sameValue(a[key], b[key]),
  );
}

/** `next` with each row that reads the same as before replaced by the object shown before. */
export function keepUnchanged(before: ReadonlyMap<string, InboxEntry>, next: InboxEntry[]): InboxEntry[] {
  return next.map((entry) => {
    const held = before.get(entry.id);
    return held && sameEntry(held, entry) ? held : entry;
  });
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
