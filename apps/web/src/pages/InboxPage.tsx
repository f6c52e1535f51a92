import { PagePlaceholder } from '../ui/PagePlaceholder';

export function InboxPage() {
  return <PagePlaceholder title="Inbox" />;
}
