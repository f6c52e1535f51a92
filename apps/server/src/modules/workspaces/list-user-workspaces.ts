import type { WorkspaceSummary } from '@orbit/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { memberships, workspaces } from '../../db/schema/index.js';
import { presentWorkspaceSummary } from './workspace.presenter.js';

/** Every workspace the user belongs to, in the order they joined. */
export async function listUserWorkspaces(db: Database, userId: string): Promise<WorkspaceSummary[]> {
  const rows = await db
    .select({ workspace: workspaces, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(workspaces.slug));
  return rows.map((row) => presentWorkspaceSummary(row.workspace, row.role));
}
