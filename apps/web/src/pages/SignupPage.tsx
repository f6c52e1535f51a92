import { PagePlaceholder } from '../ui/PagePlaceholder';

export function SignupPage() {
  return <PagePlaceholder title="Create an Account" />;
}
