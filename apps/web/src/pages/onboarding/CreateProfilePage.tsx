import { PagePlaceholder } from '../../ui/PagePlaceholder';

export function CreateProfilePage() {
  return <PagePlaceholder title="Create your profile" />;
}
