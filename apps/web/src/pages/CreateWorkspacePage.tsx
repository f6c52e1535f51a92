import { PagePlaceholder } from '../ui/PagePlaceholder';

export function CreateWorkspacePage() {
  return <PagePlaceholder title="Create a workspace" />;
}
