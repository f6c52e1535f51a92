import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { memberships, users } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import { isUuid } from '../invites/find-invite.js';
import type { MemberView } from './member.presenter.js';
import { memberColumns } from './member-columns.js';

type Executor = Pick<Database, 'select'>;

export const memberNotFound = () => notFound('Member not found.');

/**
 * A member of this workspace, locked for the rest of the transaction so a concurrent change to the
 * same person waits. Anyone outside the workspace, or an id that is not a user id, is a 404.
 */
export async function findMemberForUpdate(
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<MemberView> {
  if (!isUuid(userId)) throw memberNotFound();
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)))
    .for('update', { of: memberships });
  if (!row) throw memberNotFound();
  return row;
}
