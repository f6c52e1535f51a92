import { PagePlaceholder } from '../ui/PagePlaceholder';

export function LoginPage() {
  return <PagePlaceholder title="Log in to your account" />;
}
