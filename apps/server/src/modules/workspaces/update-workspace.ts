import type { WorkspaceSummary } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { workspaces } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import type { WorkspaceAccess } from './access-workspace.js';
import { isReservedSlug } from './check-slug-availability.js';
import { slugTaken } from './create-workspace.js';
import { canEditWorkspaceSettings } from './workspace.policy.js';
import { presentWorkspaceSummary } from './workspace.presenter.js';

export type UpdateWorkspaceInput = { name?: string | undefined; slug?: string | undefined };

export async function updateWorkspace(
  db: Database,
  access: WorkspaceAccess,
  input: UpdateWorkspaceInput,
): Promise<WorkspaceSummary> {
  if (!canEditWorkspaceSettings(access.role)) {
    throw new AppError('forbidden', 'Only owners and admins can change workspace settings.');
  }
  const changes: Partial<typeof workspaces.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.slug !== undefined && input.slug !== access.workspace.slug) {
    if (isReservedSlug(input.slug)) throw slugTaken();
    changes.slug = input.slug;
  }
  if (Object.keys(changes).length === 0) return presentWorkspaceSummary(access.workspace, access.role);
  try {
    const [row] = await db
      .update(workspaces)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(workspaces.id, access.workspace.id))
      .returning();
    if (!row) throw new AppError('not_found', 'Workspace not found.');
    return presentWorkspaceSummary(row, access.role);
  } catch (error) {
    if (isUniqueViolation(error, 'workspaces_slug_key')) throw slugTaken();
    throw error;
  }
}
