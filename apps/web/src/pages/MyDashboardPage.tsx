import { PagePlaceholder } from '../ui/PagePlaceholder';

export function MyDashboardPage() {
  return <PagePlaceholder title="My dashboard" />;
}
