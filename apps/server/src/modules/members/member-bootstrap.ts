import { asc, eq } from 'drizzle-orm';
import { memberships, users } from '../../db/schema/index.js';
import type { BootstrapReader } from '../sync/bootstrap-scope.js';
import { presentMember } from './member.presenter.js';
import { memberColumns } from './member-columns.js';

/** The bootstrap's people: every member of the workspace, in the order they joined. */
export const bootstrapMembers: BootstrapReader<'members'> = async ({ tx, actor }) => {
  const rows = await tx
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, actor.workspaceId))
    .orderBy(asc(memberships.createdAt), asc(users.id));
  return rows.map(presentMember);
};
