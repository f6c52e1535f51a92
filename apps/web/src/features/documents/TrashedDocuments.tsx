import { useTranslation } from 'react-i18next';
import { TrashedPages } from '../orbitPages/TrashedPages';
import { useWorkspaceDocuments } from '../tasks/useOrbitDocuments';
import './documentStrings';

/** Trash's documents: open, restore, or delete for good after a confirmation. */
export function TrashedDocuments({ org, workspaceId }: { org: string; workspaceId: string }) {
  const { t } = useTranslation('documents');
  return (
    <TrashedPages
      kind="document"
      pages={useWorkspaceDocuments(workspaceId) ?? []}
      href={(doc) => `/${org}/${doc.orbitId}/docs/${doc.id}`}
      labels={{
        heading: t('trash.title'),
        restore: (title) => t('trash.restore', { title }),
        restored: t('trash.restored'),
        delete: (title) => t('trash.delete', { title }),
        deleteTitle: (title) => t('trash.deleteTitle', { title }),
        deleteText: t('trash.deleteText'),
        deleteConfirm: t('trash.deleteConfirm'),
        cancel: t('trash.cancel'),
        deleted: t('trash.deleted'),
      }}
    />
  );
}
