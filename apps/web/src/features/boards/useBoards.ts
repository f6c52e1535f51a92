import { useMemo } from 'react';
import { localDb } from '../../lib/localDb';
import { useCurrentWorkspace } from '../account/useCurrentWorkspace';
import { useMe } from '../account/useMe';
import { appOutbox } from '../sync/appOutbox';
import { type BoardRow, boardRowSchema } from '../sync/schemas';
import { useLiveQuery } from '../sync/useLiveQuery';
import { comparePositions } from '../tasks/between';
import { type BoardActions, createBoardActions } from './boardActions';

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
export function useBoardActions(): BoardActions | undefined {
  const workspace = useCurrentWorkspace();
  const meId = useMe().data?.user.id;
  return useMemo(
    () =>
      workspace && meId
        ? createBoardActions(appOutbox, { org: workspace.slug, workspaceId: workspace.id, meId })
        : undefined,
    [workspace, meId],
  );
}
