import type { Role } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { memberships, type WorkspaceRow, workspaces } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';

export type WorkspaceAccess = { workspace: WorkspaceRow; role: Role; membershipId: string };

/**
 * The workspace with this slug, seen by this user. The membership is part of the query, so a
 * workspace the user does not belong to is exactly as invisible as one that does not exist: 404.
 */
export async function accessWorkspace(
  db: Database,
  user: { id: string },
  slug: string,
): Promise<WorkspaceAccess> {
  const [row] = await db
    .select({ workspace: workspaces, role: memberships.role, membershipId: memberships.id })
    .from(workspaces)
    .innerJoin(memberships, and(eq(memberships.workspaceId, workspaces.id), eq(memberships.userId, user.id)))
    .where(eq(workspaces.slug, slug.toLowerCase()))
    .limit(1);
  if (!row) throw notFound('Workspace not found.');
  return row;
}
