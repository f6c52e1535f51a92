import type { WorkspaceKind, WorkspaceSummary } from '@orbit/shared';
import type { AppContext } from '../../app-context.js';
import { workspaces } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from '../auth/authenticate-access-token.js';
import { verifyFirst } from '../auth/require-user.js';
import { withChanges } from '../sync/with-changes.js';
import { addMember } from './add-member.js';
import { isReservedSlug } from './check-slug-availability.js';
import { presentWorkspaceSummary } from './workspace.presenter.js';

export type CreateWorkspaceInput = {
  name: string;
  slug: string;
  kind: WorkspaceKind;
  useCase?: string | null | undefined;
};

export const slugTaken = () =>
  new AppError('conflict', 'That address is taken.', { slug: 'That address is taken.' });

/** A new workspace with the caller as its owner. */
export async function createWorkspace(
  ctx: AppContext,
  user: SessionUser,
  input: CreateWorkspaceInput,
): Promise<WorkspaceSummary> {
  // Unverified accounts cannot create workspaces (and so cannot send invite mail from them).
  if (!user.emailVerified) throw verifyFirst();
  if (isReservedSlug(input.slug)) throw slugTaken();
  try {
    const workspace = await withChanges(ctx, async (tx, changes) => {
      const [row] = await tx
        .insert(workspaces)
        .values({ name: input.name, slug: input.slug, kind: input.kind, useCase: input.useCase ?? null })
        .returning();
      if (!row) throw new Error('workspace insert returned nothing');
      await addMember(ctx, tx, changes, row.id, user.id, 'owner');
      return row;
    });
    return presentWorkspaceSummary(workspace, 'owner');
  } catch (error) {
    if (isUniqueViolation(error, 'workspaces_slug_key')) throw slugTaken();
    throw error;
  }
}
