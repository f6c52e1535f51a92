import FileText from 'lucide-react/icons/file-text';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Menu, type MenuEntry } from '../../ui/Menu';
import { useOrbitPageActions } from '../orbitPages/useOrbitPageActions';
import type { Orbit } from '../sync/schemas';
import { useOrbitDocuments } from '../tasks/useOrbitDocuments';
import type { NewDocumentState } from './documentApi';
import './documents.css';
import { ToolbarButton } from '../../ui/ToolbarButton';
import './documentStrings';

type Props = { orbit: Orbit; org: string; workspaceId: string };

/** The orbit page's Documents button: the orbit's documents to open, and New document (opens it). */
export function OrbitDocumentsMenu({ orbit, org, workspaceId }: Props) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const docs = useOrbitDocuments(workspaceId, orbit.id);
  const open = (id: string, state?: NewDocumentState) =>
    navigate(`/${org}/${orbit.id}/docs/${id}`, { state });
  const actions = useOrbitPageActions('document');
  // A new document opens at once (offline too) with its title selected, to be named first; a refusal
  // is rolled back and told by the outbox.
  const create = () => {
    if (actions) open(actions.create(orbit.id, t('untitled')).id, { newDocument: true });
  };
  const items: MenuEntry[] = [
    ...(docs.length === 0
      ? [{ label: t('none'), disabled: true, onSelect: () => {} }]
      : docs.map((doc) => ({ id: doc.id, label: doc.title, onSelect: () => open(doc.id) }))),
    { kind: 'separator' },
    {
      label: t('new'),
      icon: 'plus',
      disabled: !actions || Boolean(orbit.archivedAt),
      onSelect: create,
    },
  ];
  return (
    <Menu label={t('orbitDocuments')} items={items}>
      <ToolbarButton>
        <FileText size={14} aria-hidden="true" />
        {t('menuButton')}
        {docs.length > 0 && <span className="task-note">{docs.length}</span>}
      </ToolbarButton>
    </Menu>
  );
}
