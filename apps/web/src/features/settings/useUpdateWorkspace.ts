import { workspaceSummarySchema } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';
import { orgPath } from '../members/orgPath';
import { applyWorkspaceSummary } from './workspaceCache';

export type WorkspaceChanges = { name?: string; slug?: string };

/** PATCH /api/orgs/:org (owner, admin): name and address. */
export function useUpdateWorkspace(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: WorkspaceChanges) =>
      api(orgPath(slug), { method: 'PATCH', body: changes, schema: workspaceSummarySchema }),
    onSuccess: (summary) => applyWorkspaceSummary(queryClient, summary),
  });
}
