import { PagePlaceholder } from '../ui/PagePlaceholder';

export function ChatHomePage() {
  return <PagePlaceholder title="Chat" />;
}
