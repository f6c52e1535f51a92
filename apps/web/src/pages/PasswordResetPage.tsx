import { PagePlaceholder } from '../ui/PagePlaceholder';

export function PasswordResetPage() {
  return <PagePlaceholder title="Reset your password" />;
}
