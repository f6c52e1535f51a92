import { PagePlaceholder } from '../../ui/PagePlaceholder';

export function CreatePersonalWorkspacePage() {
  return <PagePlaceholder title="Create your workspace" />;
}
