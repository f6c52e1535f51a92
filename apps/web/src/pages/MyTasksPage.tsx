import { PagePlaceholder } from '../ui/PagePlaceholder';

export function MyTasksPage() {
  return <PagePlaceholder title="My tasks" />;
}
