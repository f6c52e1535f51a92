import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import type { OrbitPageResult } from '../orbitPages/orbitPageActions';
import { useOrbitPageActions } from '../orbitPages/useOrbitPageActions';
import type { DocumentRow } from '../sync/schemas';
import { useWorkspaceDocuments } from '../tasks/useOrbitDocuments';
import './documents.css';

/** Trash's documents: open, restore, or delete for good after a confirmation. */
export function TrashedDocuments({ org, workspaceId }: { org: string; workspaceId: string }) {
  const { t } = useTranslation('documents');
  const actions = useOrbitPageActions('document');
  const [deleting, setDeleting] = useState<DocumentRow | null>(null);
  const trashed = (useWorkspaceDocuments(workspaceId) ?? []).filter((doc) => doc.deletedAt);
  if (trashed.length === 0 || !actions) return null;
  // A refusal is rolled back by the outbox; the person hears why.
  const told = (result: OrbitPageResult) => {
    if (!result.ok) toast.error(result.error instanceof Error ? result.error.message : String(result.error));
  };
  return (
    <section className="doc-trash" aria-labelledby="doc-trash-title">
      <h2 id="doc-trash-title">{t('trash.title')}</h2>
      <ul className="doc-list">
        {trashed.map((doc) => (
          <li key={doc.id}>
            <Link className="doc-list-main" to={`/${org}/${doc.orbitId}/docs/${doc.id}`}>
              {doc.title}
            </Link>
            <button
              type="button"
              className="icon-button"
              aria-label={t('trash.restore', { title: doc.title })}
              onClick={() => {
                void actions.restore(doc).then(told);
                toast.success(t('trash.restored'));
              }}
            >
              <RotateCcw size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('trash.delete', { title: doc.title })}
              onClick={() => setDeleting(doc)}
            >
              <Trash2 size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('trash.deleteTitle', { title: deleting?.title ?? '' })}
        description={t('trash.deleteText')}
        confirmLabel={t('trash.deleteConfirm')}
        cancelLabel={t('trash.cancel')}
        onConfirm={() => {
          if (deleting) void actions.deleteForGood(deleting).then(told);
          setDeleting(null);
          toast.success(t('trash.deleted'));
        }}
      />
    </section>
  );
}
