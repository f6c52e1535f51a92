import { PagePlaceholder } from '../ui/PagePlaceholder';

export function TrashPage() {
  return <PagePlaceholder title="Trash" />;
}
