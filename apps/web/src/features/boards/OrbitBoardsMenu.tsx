import Shapes from 'lucide-react/icons/shapes';
import { useTranslation } from 'react-i18next';
import './boardStrings';
import { useNavigate } from 'react-router';
import { Menu, type MenuEntry } from '../../ui/Menu';
import type { Orbit } from '../sync/schemas';
import { useBoardActions, useOrbitBoards } from './useBoards';
import './boards.css';
import { ToolbarButton } from '../../ui/ToolbarButton';

type Props = { orbit: Orbit; org: string; workspaceId: string };

/** The orbit page's Boards button: the orbit's boards to open, and New board (opens it at once). */
export function OrbitBoardsMenu({ orbit, org, workspaceId }: Props) {
  const { t } = useTranslation('boards');
  const navigate = useNavigate();
  const boards = useOrbitBoards(workspaceId, orbit.id);
  const actions = useBoardActions();
  const open = (id: string) => navigate(`/${org}/${orbit.id}/boards/${id}`);
  const items: MenuEntry[] = [
    ...(boards.length === 0
      ? [{ label: t('none'), disabled: true, onSelect: () => {} }]
      : boards.map((board) => ({ id: board.id, label: board.title, onSelect: () => open(board.id) }))),
    { kind: 'separator' },
    {
      label: t('newBoard'),
      icon: 'plus',
      disabled: !actions || Boolean(orbit.archivedAt),
      onSelect: () => {
        if (!actions) return;
        open(actions.create(orbit.id, t('untitled')).id);
      },
    },
  ];
  return (
    <Menu label={t('menuLabel')} items={items}>
      <ToolbarButton>
        <Shapes size={14} aria-hidden="true" />
        {t('menuButton')}
        {boards.length > 0 && <span className="task-note">{boards.length}</span>}
      </ToolbarButton>
    </Menu>
  );
}
