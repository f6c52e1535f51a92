import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DocumentScreen } from '../features/documents/DocumentScreen';
import { useOrbitPageActions } from '../features/orbitPages/useOrbitPageActions';
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
  const actions = useOrbitPageActions('document');
  if (!ctx || !data.loaded || !docs || !actions) return <p className="shell-status">{t('loading')}</p>;
  const doc = docs.find((d) => d.id === docId || d.clientId === docId);
  if (!doc) return <NotFoundPage />;
  // Keyed by the id it was made under, so the server's id replacing a temporary one keeps the screen
  // (and a title being typed); another document gets a fresh one.
  return (
    <DocumentScreen key={doc.clientId ?? doc.id} document={doc} data={data} ctx={ctx} actions={actions} />
  );
}
