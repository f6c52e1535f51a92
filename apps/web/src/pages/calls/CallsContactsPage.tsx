import { PagePlaceholder } from '../../ui/PagePlaceholder';

export function CallsContactsPage() {
  return <PagePlaceholder title="Meetings" />;
}
