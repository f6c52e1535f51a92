import { PagePlaceholder } from '../../ui/PagePlaceholder';

export function ChooseUseCasePage() {
  return <PagePlaceholder title="How will you use Orbit?" />;
}
