import { PagePlaceholder } from '../ui/PagePlaceholder';

export function ViewsWidgetsPage() {
  return <PagePlaceholder title="Views" />;
}
