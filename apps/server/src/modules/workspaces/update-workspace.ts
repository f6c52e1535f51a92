import { eq } from 'drizzle-orm';
import { type WorkspaceRow, workspaces } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import { recordWorkspaceUpsert } from '../sync/membership-changes.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import type { WorkspaceAccess } from './access-workspace.js';
import { isReservedSlug } from './check-slug-availability.js';
import { slugTaken } from './create-workspace.js';
import { canEditWorkspaceSettings } from './workspace.policy.js';

export type UpdateWorkspaceInput = { name?: string | undefined; slug?: string | undefined };

/** The workspace after the update, and whether anything changed (a `workspace` upsert only then). */
export type WorkspaceUpdate = { workspace: WorkspaceRow; changed: boolean };

export async function updateWorkspace(
  sync: SyncContext,
  access: WorkspaceAccess,
  input: UpdateWorkspaceInput,
): Promise<WorkspaceUpdate> {
  if (!canEditWorkspaceSettings(access.role)) {
    throw new AppError('forbidden', 'Only owners and admins can change workspace settings.');
  }
  const changes: Partial<typeof workspaces.$inferInsert> = {};
  if (input.name !== undefined && input.name !== access.workspace.name) changes.name = input.name;
  if (input.slug !== undefined && input.slug !== access.workspace.slug) {
    if (isReservedSlug(input.slug)) throw slugTaken();
    changes.slug = input.slug;
  }
  if (Object.keys(changes).length === 0) return { workspace: access.workspace, changed: false };
  try {
    return await withChanges(sync, async (tx, log) => {
      const [row] = await tx
        .update(workspaces)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(workspaces.id, access.workspace.id))
        .returning();
      if (!row) throw new AppError('not_found', 'Workspace not found.');
      await recordWorkspaceUpsert(log, row);
      return { workspace: row, changed: true };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'workspaces_slug_key')) throw slugTaken();
    throw error;
  }
}
