import { PagePlaceholder } from '../../ui/PagePlaceholder';

export function CreateTeamWorkspacePage() {
  return <PagePlaceholder title="Create your team workspace" />;
}
