import { and, eq, inArray, sql } from 'drizzle-orm';
import { groupMembers, groups, memberships } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Reader } from '../sync/tx.js';

/**
 * The ids of the workspace's groups a person may see (and so mention): every group of a workspace
 * they are in, guests included; none for someone outside it. Chat checks `group` mentions with it.
 */
export async function groupIdsVisibleTo(db: Reader, workspaceId: string, userId: string): Promise<string[]> {
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  if (!member) return [];
  const rows = await db.select({ id: groups.id }).from(groups).where(eq(groups.workspaceId, workspaceId));
  return rows.map((row) => row.id);
}

/**
 * The people in these groups of the workspace, each once (a `@group` mention notifies them; the inbox
 * reads it). Ids of other workspaces' groups count for nothing.
 */
export async function groupMemberIds(
  db: Reader,
  workspaceId: string,
  groupIds: readonly string[],
): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groups.workspaceId, workspaceId), inArray(groups.id, [...groupIds])));
  return [...new Set(rows.map((row) => row.userId))];
}

/** The ids given, once each, all people of the workspace: anyone else is a 400 on `memberIds`. */
export async function checkGroupMemberIds(
  db: Reader,
  workspaceId: string,
  memberIds: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(memberIds)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.workspaceId, workspaceId),
        // A malformed id cannot be a uuid: compare as text so it misses instead of failing the cast.
        inArray(sql<string>`${memberships.userId}::text`, unique),
      ),
    );
  if (found.length !== unique.length) {
    throw new AppError('validation_failed', 'Only people of this workspace can be in its groups.', {
      memberIds: 'Only people of this workspace can be in its groups.',
    });
  }
  return unique.sort();
}
