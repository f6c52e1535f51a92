import type { LocalRow } from '../../lib/localDb';
import { fold } from '../../lib/matchScore';
import type { Item } from '../sync/schemas';

export type EntryKind = 'task' | 'orbit' | 'list' | 'view' | 'person' | 'group' | 'topic' | 'dm' | 'message';

/** One thing the palette can open: where it goes, what it is called, and its name folded for matching. */
export type PaletteEntry = {
  key: string;
  kind: EntryKind;
  label: string;
  /** A second line: the orbit of a task, a person's title, a message's conversation. */
  hint?: string;
  to: string;
  folded: string;
  done?: boolean;
};

const entry = (kind: EntryKind, id: string, label: string, to: string, hint?: string): PaletteEntry => ({
  key: `${kind}:${id}`,
  kind,
  label,
  to,
  folded: fold(label),
  ...(hint ? { hint } : {}),
});

type Rows = { lists: LocalRow[]; users: LocalRow[]; topics: LocalRow[] };

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The workspace's orbits, lists, views, groups, people, topics and dms from the local tables. */
export function placeEntries(org: string, meId: string, { lists, users, topics }: Rows): PaletteEntry[] {
  const base = `/${org}`;
  const orbitNames = new Map(lists.filter((r) => r.kind === 'orbit').map((r) => [str(r.id), str(r.name)]));
  const names = new Map(users.map((u) => [str(u.id), str(u.name) || str(u.email)]));
  const out: PaletteEntry[] = [];
  for (const row of lists) {
    const id = str(row.id);
    if (row.kind === 'orbit' && !row.archivedAt) out.push(entry('orbit', id, str(row.name), `${base}/${id}`));
    if (row.kind === 'list' && orbitNames.has(str(row.orbitId))) {
      out.push(
        entry('list', id, str(row.name), `${base}/${str(row.orbitId)}`, orbitNames.get(str(row.orbitId))),
      );
    }
    if (row.kind === 'view') out.push(entry('view', id, str(row.name), `${base}/${id}`));
    if (row.kind === 'group') out.push(entry('group', id, str(row.name), `${base}/${id}`));
  }
  for (const user of users) {
    const id = str(user.id);
    out.push(entry('person', id, names.get(id) ?? '', `${base}/${id}`, str(user.title) || str(user.email)));
  }
  for (const topic of topics) {
    const id = str(topic.id);
    if (topic.kind === 'topic' && !topic.archivedAt)
      out.push(entry('topic', id, `# ${str(topic.name)}`, `${base}/chat/${id}`));
    if (topic.kind === 'dm') {
      const memberIds = Array.isArray(topic.memberIds) ? (topic.memberIds as string[]) : [];
      const others = memberIds
        .filter((m) => m !== meId)
        .map((m) => names.get(m) ?? '')
        .filter(Boolean);
      if (others.length > 0) out.push(entry('dm', id, others.join(', '), `${base}/chat/${id}`));
    }
  }
  return out;
}

/** The workspace's live tasks (not in Trash). */
export function taskEntries(
  org: string,
  items: readonly Item[],
  orbitNames: ReadonlyMap<string, string>,
): PaletteEntry[] {
  const out: PaletteEntry[] = [];
  for (const item of items) {
    if (item.deletedAt) continue;
    const task = entry(
      'task',
      item.id,
      item.title,
      `/${org}/${item.orbitId}/${item.id}`,
      orbitNames.get(item.orbitId),
    );
    if (item.completedAt) task.done = true;
    out.push(task);
  }
  return out;
}
