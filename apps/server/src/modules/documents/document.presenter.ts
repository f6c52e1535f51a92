import type { DocumentDto } from '@orbit/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { type DocumentRow, documents } from '../../db/schema/index.js';
import type { Reader } from '../sync/tx.js';

export function presentDocument(row: DocumentRow): DocumentDto {
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

/** The documents of these orbits (archived and Trash included), in their order. */
export async function loadDocumentsOf(db: Reader, orbitIds: readonly string[]): Promise<DocumentDto[]> {
  if (orbitIds.length === 0) return [];
  const rows = await db
    .select()
    .from(documents)
    .where(
      orbitIds.length === 1
        ? eq(documents.orbitId, orbitIds[0] as string)
        : inArray(documents.orbitId, [...orbitIds]),
    )
    .orderBy(asc(documents.position), asc(documents.id));
  return rows.map(presentDocument);
}
