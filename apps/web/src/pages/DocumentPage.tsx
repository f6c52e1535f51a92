import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DocumentScreen } from '../features/documents/DocumentScreen';
import { useWorkspaceDocuments } from '../features/tasks/useOrbitDocuments';
import { useTaskData } from '../features/tasks/useTaskData';
import { useTaskScope } from '../features/tasks/useTaskScope';
import { NotFoundPage } from './NotFoundPage';

/** `/:org/:orbitId/docs/:docId`: a document of an orbit. */
export function DocumentPage() {
  const { t } = useTranslation('tasks');
  const { docId } = useParams();
  const ctx = useTaskScope();
  const data = useTaskData(ctx?.workspaceId);
  const docs = useWorkspaceDocuments(ctx?.workspaceId);
  if (!ctx || !data.loaded || !docs) return <p className="shell-status">{t('loading')}</p>;
  const doc = docs.find((d) => d.id === docId || d.clientId === docId);
  if (!doc) return <NotFoundPage />;
  return <DocumentScreen key={doc.id} document={doc} data={data} ctx={ctx} />;
}
