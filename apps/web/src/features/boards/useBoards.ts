import { comparePositions } from '@orbit/shared';
import { useMemo } from 'react';
import { localDb } from '../../lib/localDb';
import type { OrbitPageActions } from '../orbitPages/orbitPageActions';
import { useOrbitPageActions } from '../orbitPages/useOrbitPageActions';
import { type BoardRow, boardRowSchema } from '../sync/schemas';
import { useLiveQuery } from '../sync/useLiveQuery';

const none: BoardRow[] = [];

/** Every board of the workspace held on this device (archived and Trash included), in their order. */
export function useWorkspaceBoards(workspaceId: string | undefined): BoardRow[] {
  return useLiveQuery(
    async () => {
      if (!workspaceId) return none;
      const rows = await localDb.lists
        .filter((row) => row.kind === 'board' && row.workspaceId === workspaceId)
        .toArray();
      return rows.sort(comparePositions).flatMap((row) => {
        const parsed = boardRowSchema.safeParse(row);
        return parsed.success ? [parsed.data] : [];
      });
    },
    workspaceId ?? '',
    none,
  );
}

/** An orbit's boards on screen: neither archived nor in Trash. */
export function useOrbitBoards(workspaceId: string | undefined, orbitId: string | undefined): BoardRow[] {
  const boards = useWorkspaceBoards(workspaceId);
  return useMemo(
    () => boards.filter((b) => b.orbitId === orbitId && !b.archivedAt && !b.deletedAt),
    [boards, orbitId],
  );
}

/** The board writes bound to the current workspace and person. */
export const useBoardActions = (): OrbitPageActions | undefined => useOrbitPageActions('board');
