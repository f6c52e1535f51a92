import { type Plan, workspaceSummarySchema } from '@orbit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api/apiClient';
import { orgPath } from '../members/orgPath';
import { applyWorkspaceSummary } from './workspaceCache';

/** PATCH /api/orgs/:org/plan (owner only); self-hosted, the switch is immediate. */
export function useChangePlan(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: Plan) =>
      api(orgPath(slug, '/plan'), { method: 'PATCH', body: { plan }, schema: workspaceSummarySchema }),
    onSuccess: (summary) => applyWorkspaceSummary(queryClient, summary),
  });
}
