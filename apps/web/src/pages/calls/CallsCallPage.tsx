import { PagePlaceholder } from '../../ui/PagePlaceholder';

export function CallsCallPage() {
  return <PagePlaceholder title="Call" />;
}
