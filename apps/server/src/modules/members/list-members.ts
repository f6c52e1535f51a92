import type { MemberDto } from '@orbit/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { memberships, users } from '../../db/schema/index.js';
import type { WorkspaceAccess } from '../workspaces/access-workspace.js';
import { presentMember } from './member.presenter.js';
import { memberColumns } from './member-columns.js';

/** Everyone in the workspace, in the order they joined. Any member may see the list, guests too. */
export async function listMembers(db: Database, access: WorkspaceAccess): Promise<MemberDto[]> {
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, access.workspace.id))
    .orderBy(asc(memberships.createdAt), asc(users.name), asc(users.id));
  return rows.map(presentMember);
}
