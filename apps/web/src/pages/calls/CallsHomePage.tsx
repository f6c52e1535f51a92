import { PagePlaceholder } from '../../ui/PagePlaceholder';

export function CallsHomePage() {
  return <PagePlaceholder title="Call history" />;
}
