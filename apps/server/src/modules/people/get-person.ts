import type { MemberDto } from '@orbit/shared';
import type { Database } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import { loadMember } from '../sync/membership-changes.js';
import type { WorkspaceAccess } from '../workspaces/access-workspace.js';

/**
 * GET /api/orgs/:org/people/:userId: a person of this workspace as its members see them (profile and
 * role). Anyone outside it, or no one at all, is the same 404.
 */
export async function getPerson(db: Database, access: WorkspaceAccess, userId: string): Promise<MemberDto> {
  const person = await loadMember(db, access.workspace.id, userId);
  if (!person) throw notFound('Person not found.');
  return person;
}
