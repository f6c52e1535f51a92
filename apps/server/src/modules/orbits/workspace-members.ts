import { and, eq, inArray } from 'drizzle-orm';
import { memberships } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Reader } from '../sync/tx.js';

/** The given user ids, each checked to belong to the workspace (a stranger is a validation error). */
export async function requireWorkspaceMembers(
  db: Reader,
  workspaceId: string,
  userIds: readonly string[],
  field: string,
): Promise<string[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  const uuids = unique.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const rows =
    uuids.length === 0
      ? []
      : await db
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.userId, uuids)));
  if (rows.length !== unique.length) {
    const message = 'Everyone must be a member of the workspace.';
    throw new AppError('validation_failed', message, { [field]: message });
  }
  return unique;
}
