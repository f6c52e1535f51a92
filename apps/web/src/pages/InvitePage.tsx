import { PagePlaceholder } from '../ui/PagePlaceholder';

export function InvitePage() {
  return <PagePlaceholder title="Invitation" />;
}
