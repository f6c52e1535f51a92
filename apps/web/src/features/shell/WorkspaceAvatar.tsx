import type { WorkspaceSummary } from '@orbit/shared';

export function WorkspaceAvatar({ workspace }: { workspace: Pick<WorkspaceSummary, 'name' | 'avatarUrl'> }) {
  if (workspace.avatarUrl) return <img className="workspace-avatar" src={workspace.avatarUrl} alt="" />;
  return (
    <span className="workspace-avatar" aria-hidden="true">
      {workspace.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
