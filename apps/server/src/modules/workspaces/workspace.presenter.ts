import type { Role, WorkspaceSummary } from '@orbit/shared';
import type { WorkspaceRow } from '../../db/schema/index.js';

export function presentWorkspaceSummary(workspace: WorkspaceRow, role: Role): WorkspaceSummary {
  return {
    id: workspace.id,
    slug: workspace.slug,
    name: workspace.name,
    kind: workspace.kind,
    plan: workspace.plan,
    role,
    avatarUrl: workspace.avatarUrl,
  };
}
