import type { MeDto, WorkspaceSummary } from '@orbit/shared';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../account/useMe';

/**
 * Puts the server's answer into the cached `me` at once, then asks for `me` again to be sure. The
 * cache changes synchronously so that a page navigating to a new slug right after finds it there
 * (query observers hear of it only on the next task, after the router has moved).
 */
export function applyWorkspaceSummary(queryClient: QueryClient, summary: WorkspaceSummary): void {
  queryClient.setQueryData<MeDto>(meQueryKey, (me) =>
    me ? { ...me, workspaces: me.workspaces.map((w) => (w.id === summary.id ? summary : w)) } : me,
  );
  void queryClient.invalidateQueries({ queryKey: meQueryKey });
}
