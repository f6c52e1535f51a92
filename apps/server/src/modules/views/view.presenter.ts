import type { ViewDto } from '@orbit/shared';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { type ViewRow, views } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import { idMatch } from '../sync/id-match.js';
import type { Reader } from '../sync/tx.js';

export function presentView(row: ViewRow): ViewDto {
  return {
    id: row.id,
    clientId: row.clientId,
    workspaceId: row.workspaceId,
    ownerId: row.ownerId,
    name: row.name,
    visibility: row.visibility,
    layout: row.layout,
    filters: row.filters,
    groupBy: row.groupBy,
    sort: row.sort,
    showCompleted: row.showCompleted,
    position: row.position,
    seq: row.seq,
  };
}

/** Shared views are seen by the whole workspace, private ones by their owner only. */
export function viewVisibleTo(userId: string): SQL {
  return or(eq(views.visibility, 'shared'), eq(views.ownerId, userId)) as SQL;
}

/** One access function for views: invisible and missing are the same 404; `lock` for a write. */
export async function accessView(db: Reader, actor: Actor, id: string, lock = false): Promise<ViewRow> {
  const query = db
    .select()
    .from(views)
    .where(and(eq(views.workspaceId, actor.workspaceId), idMatch(views, id), viewVisibleTo(actor.userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('View not found.');
  return row;
}

/** Where a view's change goes: the workspace when shared, its owner otherwise. */
export const viewAudience = (row: ViewRow) => (row.visibility === 'shared' ? null : row.ownerId);
