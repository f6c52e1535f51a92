import { PagePlaceholder } from '../ui/PagePlaceholder';

export function VerifyPage() {
  return <PagePlaceholder title="Verify your email" />;
}
