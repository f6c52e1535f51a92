import type { Role } from '@orbit/shared';
import { and, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import { memberships, orbitMembers, orbits } from '../../db/schema/index.js';
import type { Reader } from './tx.js';

/**
 * The one visibility rule of orbits (SYNC.md "Who sees what"): members of the orbit always; everyone
 * but guests when it is public. Every read of orbit-scoped rows goes through this condition.
 */
export function orbitVisibleTo(userId: string, role: Role): SQL {
  const isMember = exists(
    sql`(select 1 from ${orbitMembers} where ${orbitMembers.orbitId} = ${orbits.id} and ${orbitMembers.userId} = ${userId})`,
  );
  if (role === 'guest') return isMember;
  return or(eq(orbits.visibility, 'public'), isMember) as SQL;
}

export async function visibleOrbitIds(
  db: Reader,
  workspaceId: string,
  userId: string,
  role: Role,
): Promise<string[]> {
  const rows = await db
    .select({ id: orbits.id })
    .from(orbits)
    .where(and(eq(orbits.workspaceId, workspaceId), orbitVisibleTo(userId, role)));
  return rows.map((row) => row.id);
}

/** Every orbit the user sees in any workspace (a socket joins their rooms on connect). */
export async function visibleOrbitIdsForUser(db: Reader, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: orbits.id })
    .from(orbits)
    .innerJoin(
      memberships,
      and(eq(memberships.workspaceId, orbits.workspaceId), eq(memberships.userId, userId)),
    )
    .where(
      or(
        and(eq(orbits.visibility, 'public'), sql`${memberships.role} <> 'guest'`),
        exists(
          sql`(select 1 from ${orbitMembers} where ${orbitMembers.orbitId} = ${orbits.id} and ${orbitMembers.userId} = ${userId})`,
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** Who in the workspace sees the orbit, and who does not (to move their sockets). */
export async function orbitAudience(
  db: Reader,
  orbitId: string,
): Promise<{ viewers: string[]; others: string[] }> {
  const result = await db.execute<{ user_id: string; sees: boolean }>(sql`
    select m.user_id,
      (o.visibility = 'public' and m.role <> 'guest')
        or exists (select 1 from orbit_members om where om.orbit_id = o.id and om.user_id = m.user_id) as sees
    from orbits o join memberships m on m.workspace_id = o.workspace_id
    where o.id = ${orbitId}`);
  const viewers: string[] = [];
  const others: string[] = [];
  for (const row of result.rows) (row.sees ? viewers : others).push(row.user_id);
  return { viewers, others };
}
