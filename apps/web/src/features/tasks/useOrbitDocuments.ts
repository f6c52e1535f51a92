import { comparePositions } from '@orbit/shared';
import { localDb } from '../../lib/localDb';
import type { DocumentRow } from '../sync/schemas';
import { useLiveQuery } from '../sync/useLiveQuery';

/**
 * The workspace's documents (Trash and archive included), in their order, live from IndexedDB; null
 * until first read.
 */
export function useWorkspaceDocuments(workspaceId: string | undefined): DocumentRow[] | null {
  return useLiveQuery<DocumentRow[] | null>(
    async () => {
      if (!workspaceId) return null;
      const rows = await localDb.lists
        .filter((row) => row.workspaceId === workspaceId && row.kind === 'document')
        .toArray();
      return rows.sort(comparePositions) as unknown as DocumentRow[];
    },
    workspaceId ?? '',
    null,
  );
}

/** An orbit's documents that are neither archived nor in Trash. */
export function useOrbitDocuments(
  workspaceId: string | undefined,
  orbitId: string | undefined,
): DocumentRow[] {
  return (useWorkspaceDocuments(workspaceId) ?? []).filter(
    (doc) => doc.orbitId === orbitId && !doc.archivedAt && !doc.deletedAt,
  );
}
