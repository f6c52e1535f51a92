import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../ui/toast';
import { useWorkspaceDocuments } from '../tasks/useOrbitDocuments';
import { restoreDocument } from './documentApi';
import './documents.css';

/** Trash's documents: open or restore (documents stay in Trash until restored). */
export function TrashedDocuments({ org, workspaceId }: { org: string; workspaceId: string }) {
  const { t } = useTranslation('documents');
  const trashed = (useWorkspaceDocuments(workspaceId) ?? []).filter((doc) => doc.deletedAt);
  if (trashed.length === 0) return null;
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
              onClick={() =>
                void restoreDocument(org, doc.id).then(
                  () => toast.success(t('trash.restored')),
                  (error: unknown) => toast.error(error instanceof Error ? error.message : String(error)),
                )
              }
            >
              <RotateCcw size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
