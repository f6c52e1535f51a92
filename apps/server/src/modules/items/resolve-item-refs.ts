import { and, eq, inArray, or } from 'drizzle-orm';
import { items, labels, lists, type OrbitRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { requireWorkspaceMembers } from '../orbits/workspace-members.js';
import { idMatch, uuidPattern } from '../sync/id-match.js';
import { isTemporaryId } from '../sync/new-id.js';
import type { Reader } from '../sync/tx.js';

const invalid = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: message });

export type ItemRefs = {
  listId?: string | null | undefined;
  parentId?: string | null | undefined;
  statusId?: string | undefined;
  assigneeIds?: string[] | undefined;
  labelIds?: string[] | undefined;
};

/**
 * Checks that what a task points at belongs to its orbit (list, parent, status) or workspace (people,
 * labels), and turns temporary ids into server ids, so a queued create can point at a queued list.
 */
export async function resolveItemRefs(db: Reader, orbit: OrbitRow, refs: ItemRefs): Promise<ItemRefs> {
  const out: ItemRefs = { ...refs };
  if (refs.listId) {
    const [list] = await db
      .select({ id: lists.id })
      .from(lists)
      .where(and(eq(lists.orbitId, orbit.id), idMatch(lists, refs.listId)));
    if (!list) throw invalid('listId', 'That list is not in this orbit.');
    out.listId = list.id;
  }
  if (refs.parentId) {
    const [parent] = await db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.orbitId, orbit.id), idMatch(items, refs.parentId)));
    if (!parent) throw invalid('parentId', 'That task is not in this orbit.');
    out.parentId = parent.id;
  }
  if (refs.statusId !== undefined && !orbit.statuses.some((status) => status.id === refs.statusId)) {
    throw invalid('statusId', 'That status is not in this orbit.');
  }
  if (refs.assigneeIds) {
    out.assigneeIds = await requireWorkspaceMembers(db, orbit.workspaceId, refs.assigneeIds, 'assigneeIds');
  }
  if (refs.labelIds) {
    // A label made offline may still be known by its temporary id: both name the same label.
    const wanted = [...new Set(refs.labelIds.map((id) => (isTemporaryId(id) ? id.toLowerCase() : id)))];
    const temporary = wanted.filter((id) => isTemporaryId(id) && uuidPattern.test(id));
    const found = wanted.length
      ? await db
          .select({ id: labels.id, clientId: labels.clientId })
          .from(labels)
          .where(
            and(
              eq(labels.workspaceId, orbit.workspaceId),
              temporary.length
                ? or(inArray(labels.id, wanted), inArray(labels.clientId, temporary))
                : inArray(labels.id, wanted),
            ),
          )
      : [];
    const byAnyId = new Map(
      found.flatMap((row) => [
        [row.id, row.id],
        [row.clientId ?? row.id, row.id],
      ]),
    );
    const ids = wanted.map((id) => byAnyId.get(id));
    if (ids.some((id) => id === undefined)) throw invalid('labelIds', 'Unknown label.');
    out.labelIds = [...new Set(ids as string[])];
  }
  return out;
}

/** The status a task lands on: the one asked for, else the first of the wanted kind. */
export function statusOfKind(orbit: OrbitRow, kind: 'open' | 'done'): string {
  const sorted = [...orbit.statuses].sort((a, b) => a.position - b.position);
  const status = sorted.find((candidate) => candidate.kind === kind) ?? sorted[0];
  if (!status) throw new AppError('conflict', 'This orbit has no statuses.');
  return status.id;
}

/** completedAt follows the status kind: set on entering `done`, cleared on leaving it. */
export function completedAtFor(orbit: OrbitRow, statusId: string, current: Date | null): Date | null {
  const done = orbit.statuses.find((status) => status.id === statusId)?.kind === 'done';
  if (!done) return null;
  return current ?? new Date();
}
