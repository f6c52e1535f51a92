import { canOverseeOrbits, type OverseenOrbit } from '@orbit/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { orbitMembers, orbits } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../sync/actor.js';
import type { Reader } from '../sync/tx.js';

export const cannotOversee = () =>
  new AppError('forbidden', 'Only the workspace’s owners and admins see every orbit.');

/** GET /orbits/all: every orbit of the workspace, private and archived ones too, for owners and admins. */
export async function listAllOrbits(db: Reader, actor: Actor): Promise<OverseenOrbit[]> {
  if (!canOverseeOrbits(actor.role)) throw cannotOversee();
  const rows = await db
    .select({
      id: orbits.id,
      name: orbits.name,
      color: orbits.color,
      visibility: orbits.visibility,
      archivedAt: orbits.archivedAt,
      createdBy: orbits.createdBy,
      memberCount: sql<number>`(select count(*)::int from ${orbitMembers} where ${orbitMembers.orbitId} = ${orbits.id})`,
      joined: sql<boolean>`exists (select 1 from ${orbitMembers} where ${orbitMembers.orbitId} = ${orbits.id} and ${orbitMembers.userId} = ${actor.userId})`,
    })
    .from(orbits)
    .where(eq(orbits.workspaceId, actor.workspaceId))
    .orderBy(asc(orbits.name), asc(orbits.id));
  return rows.map(({ archivedAt, ...row }) => ({ ...row, archived: archivedAt !== null }));
}
