import { PagePlaceholder } from '../ui/PagePlaceholder';

export function TemplatePage() {
  return <PagePlaceholder title="Template" />;
}
