import { itemDocumentListSchema } from '@orbit/shared/documents';
import { useQuery } from '@tanstack/react-query';
import FileText from 'lucide-react/icons/file-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api/apiClient';
import './documentStrings';

type Props = { org: string; itemId: string };

/**
 * The task panel's Documents: the documents this task links (linked from the document's screen),
 * each opening it. Read when the panel opens a task (links are not synced rows).
 */
export function TaskDocuments({ org, itemId }: Props) {
  const { t } = useTranslation('documents');
  const headingId = useId();
  const query = useQuery({
    queryKey: ['item-documents', org, itemId],
    queryFn: () => api(`/api/orgs/${org}/items/${itemId}/documents`, { schema: itemDocumentListSchema }),
    // A task made offline has no server id yet: nothing can link it.
    enabled: !itemId.includes('-'),
  });
  const docs = query.data?.documents ?? [];
  if (docs.length === 0) return null;
  return (
    <section className="task-detail-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="task-detail-heading">
        {t('taskPanel.title')}
      </h3>
      <ul className="task-subtask-list">
        {docs.map((doc) => (
          <li key={doc.id} className="task-subtask">
            <FileText size={14} aria-hidden="true" />
            <Link className="task-subtask-title" to={`/${org}/${doc.orbitId}/docs/${doc.id}`}>
              {doc.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
