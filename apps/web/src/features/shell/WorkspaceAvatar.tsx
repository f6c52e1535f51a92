import type { WorkspaceSummary } from '@orbit/shared';
import { avatarSrc } from '../../ui/avatarSrc';

export function WorkspaceAvatar({ workspace }: { workspace: Pick<WorkspaceSummary, 'name' | 'avatarUrl'> }) {
  if (workspace.avatarUrl)
    return <img className="workspace-avatar" src={avatarSrc(workspace.avatarUrl, 32)} alt="" />;
  return (
    <span className="workspace-avatar" aria-hidden="true">
      {workspace.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
