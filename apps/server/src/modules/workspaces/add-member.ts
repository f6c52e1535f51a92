import type { Role } from '@orbit/shared';
import type { Database } from '../../db/database.js';
import { memberships } from '../../db/schema/index.js';

type Executor = Pick<Database, 'insert'>;

/**
 * Makes the user a member. Someone who already belongs keeps the role they have: joining through a
 * link or an old invite never demotes an admin. Returns whether a membership was created.
 */
export async function addMember(
  db: Executor,
  workspaceId: string,
  userId: string,
  role: Role,
): Promise<boolean> {
  const inserted = await db
    .insert(memberships)
    .values({ workspaceId, userId, role })
    .onConflictDoNothing({ target: [memberships.workspaceId, memberships.userId] })
    .returning({ id: memberships.id });
  return inserted.length > 0;
}
