import { PagePlaceholder } from '../../ui/PagePlaceholder';

export function GettingThingsReadyPage() {
  return <PagePlaceholder title="Getting things ready" />;
}
