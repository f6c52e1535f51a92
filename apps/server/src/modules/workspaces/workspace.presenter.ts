import type { Role, WorkspaceDto, WorkspaceSummary } from '@orbit/shared';
import type { WorkspaceRow } from '../../db/schema/index.js';

/** The workspace as everyone in it sees it (events to the whole room). */
export function presentWorkspace(workspace: WorkspaceRow): WorkspaceDto {
  return {
    id: workspace.id,
    slug: workspace.slug,
    name: workspace.name,
    kind: workspace.kind,
    plan: workspace.plan,
    avatarUrl: workspace.avatarUrl,
  };
}

/** The workspace as one member sees it, with their role. */
export function presentWorkspaceSummary(workspace: WorkspaceRow, role: Role): WorkspaceSummary {
  return { ...presentWorkspace(workspace), role };
}
