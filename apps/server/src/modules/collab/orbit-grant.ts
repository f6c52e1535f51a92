import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { memberships, orbits } from '../../db/schema/index.js';
import { orbitVisibleTo } from '../sync/visible-orbits.js';
import type { CollabGrant } from './collab-kinds.js';

/**
 * The grant most kinds use for something that lives in an orbit: whoever sees the orbit (docs/SYNC.md,
 * "Who sees what") may read; they may write unless the orbit is archived or `readOnly` (e.g. the
 * document is in Trash). Null when the person is not in the workspace or does not see the orbit.
 */
export async function orbitGrant(
  db: Database,
  userId: string,
  orbitId: string,
  readOnly = false,
): Promise<CollabGrant | null> {
  const [membership] = await db
    .select({ role: memberships.role, workspaceId: orbits.workspaceId, archivedAt: orbits.archivedAt })
    .from(orbits)
    .innerJoin(
      memberships,
      and(eq(memberships.workspaceId, orbits.workspaceId), eq(memberships.userId, userId)),
    )
    .where(eq(orbits.id, orbitId))
    .limit(1);
  if (!membership) return null;
  const [visible] = await db
    .select({ one: sql<number>`1` })
    .from(orbits)
    .where(and(eq(orbits.id, orbitId), orbitVisibleTo(userId, membership.role)))
    .limit(1);
  if (!visible) return null;
  return { workspaceId: membership.workspaceId, canWrite: !readOnly && membership.archivedAt === null };
}
