import { PagePlaceholder } from '../ui/PagePlaceholder';

export function TodayPage() {
  return <PagePlaceholder title="Today" />;
}
