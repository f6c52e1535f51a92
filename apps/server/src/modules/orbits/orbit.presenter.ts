import type { ListDto, OrbitDto } from '@orbit/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { type ListRow, type OrbitRow, orbitMembers, orbits } from '../../db/schema/index.js';
import { iso } from '../sync/sync.helpers.js';
import type { Reader } from '../sync/tx.js';

export function presentOrbit(row: OrbitRow, memberIds: string[]): OrbitDto {
  return {
    id: row.id,
    clientId: row.clientId,
    workspaceId: row.workspaceId,
    name: row.name,
    description: row.description,
    color: row.color,
    icon: row.icon,
    visibility: row.visibility,
    memberIds,
    statuses: row.statuses,
    position: row.position,
    archivedAt: iso(row.archivedAt),
    createdBy: row.createdBy,
    seq: row.seq,
  };
}

export function presentList(row: ListRow): ListDto {
  return {
    id: row.id,
    clientId: row.clientId,
    orbitId: row.orbitId,
    name: row.name,
    position: row.position,
    seq: row.seq,
  };
}

/** Orbits as DTOs, with their member ids (one query for all of them). */
export async function loadOrbits(db: Reader, ids: string[]): Promise<OrbitDto[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(orbits).where(inArray(orbits.id, ids)).orderBy(asc(orbits.position));
  const members = await db
    .select()
    .from(orbitMembers)
    .where(inArray(orbitMembers.orbitId, ids))
    .orderBy(asc(orbitMembers.userId));
  const byOrbit = new Map<string, string[]>();
  for (const member of members) {
    const list = byOrbit.get(member.orbitId) ?? [];
    list.push(member.userId);
    byOrbit.set(member.orbitId, list);
  }
  return rows.map((row) => presentOrbit(row, byOrbit.get(row.id) ?? []));
}

export async function loadOrbit(db: Reader, id: string): Promise<OrbitDto> {
  const [orbit] = await loadOrbits(db, [id]);
  if (!orbit) throw new Error(`loadOrbit: no orbit ${id}`);
  return orbit;
}

export const orbitById = (id: string) => eq(orbits.id, id);
