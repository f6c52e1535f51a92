import { asc, eq } from 'drizzle-orm';
import { labels } from '../../db/schema/index.js';
import type { BootstrapReader } from '../sync/bootstrap-scope.js';
import { presentLabel } from './save-label.js';

/** The bootstrap's labels: the workspace's, every one (labels are workspace-wide). */
export const bootstrapLabels: BootstrapReader<'labels'> = async ({ tx, actor }) => {
  const rows = await tx
    .select()
    .from(labels)
    .where(eq(labels.workspaceId, actor.workspaceId))
    .orderBy(asc(labels.id));
  return rows.map(presentLabel);
};
