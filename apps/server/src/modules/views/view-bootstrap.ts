import { and, asc, eq } from 'drizzle-orm';
import { views } from '../../db/schema/index.js';
import type { BootstrapReader } from '../sync/bootstrap-scope.js';
import { presentView, viewVisibleTo } from './view.presenter.js';

/** The bootstrap's views: the workspace's shared views and the reader's own. */
export const bootstrapViews: BootstrapReader<'views'> = async ({ tx, actor }) => {
  const rows = await tx
    .select()
    .from(views)
    .where(and(eq(views.workspaceId, actor.workspaceId), viewVisibleTo(actor.userId)))
    .orderBy(asc(views.position), asc(views.id));
  return rows.map(presentView);
};
