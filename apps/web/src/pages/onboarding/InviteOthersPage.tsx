import { PagePlaceholder } from '../../ui/PagePlaceholder';

export function InviteOthersPage() {
  return <PagePlaceholder title="Invite others" />;
}
