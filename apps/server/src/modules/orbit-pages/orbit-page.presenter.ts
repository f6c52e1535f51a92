import { asc, eq, inArray } from 'drizzle-orm';
import type { Reader } from '../sync/tx.js';
import {
  type OrbitPageDto,
  type OrbitPageKind,
  type OrbitPageRow,
  orbitPageKinds,
} from './orbit-page-kinds.js';

export function presentOrbitPage(row: OrbitPageRow): OrbitPageDto {
  return {
    id: row.id,
    clientId: row.clientId,
    workspaceId: row.workspaceId,
    orbitId: row.orbitId,
    title: row.title,
    position: row.position,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    seq: row.seq,
  };
}

/** The documents or boards of these orbits (archived and Trash included), in their order. */
export async function loadOrbitPagesOf(
  db: Reader,
  kind: OrbitPageKind,
  orbitIds: readonly string[],
): Promise<OrbitPageDto[]> {
  if (orbitIds.length === 0) return [];
  const table = orbitPageKinds[kind].table;
  const rows = await db
    .select()
    .from(table)
    .where(
      orbitIds.length === 1
        ? eq(table.orbitId, orbitIds[0] as string)
        : inArray(table.orbitId, [...orbitIds]),
    )
    .orderBy(asc(table.position), asc(table.id));
  return rows.map(presentOrbitPage);
}
