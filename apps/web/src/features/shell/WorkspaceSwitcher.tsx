import type { WorkspaceSummary } from '@orbit/shared';
import ChevronsUpDown from 'lucide-react/icons/chevrons-up-down';
import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Menu } from '../../ui/Menu';
import { WorkspaceAvatar } from './WorkspaceAvatar';

type Props = { current: WorkspaceSummary | undefined; workspaces: WorkspaceSummary[] };

/** The workspace at the top of the sidebar; its menu lists the others (the current one checked). */
export function WorkspaceSwitcher({ current, workspaces }: Props) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Menu
      label={t('workspace.yours')}
      items={[
        { kind: 'heading', label: t('workspace.yours') },
        ...workspaces.map((w) => ({
          id: w.id,
          label: w.name,
          leading: <WorkspaceAvatar workspace={w} />,
          checked: w.id === current?.id,
          onSelect: () => navigate(`/${w.slug}`),
        })),
        { kind: 'separator' },
        {
          label: t('workspace.create'),
          leading: <Plus aria-hidden="true" size={15} />,
          onSelect: () => navigate('/create-workspace'),
        },
      ]}
    >
      <button type="button" className="workspace-switcher">
        {current && <WorkspaceAvatar workspace={current} />}
        <span className="workspace-switcher-name">{current?.name ?? t('workspace.none')}</span>
        {/* The name someone sees stays part of the button's name; the purpose is added for screen readers. */}
        <span className="visually-hidden">{t('workspace.switch')}</span>
        <ChevronsUpDown aria-hidden="true" size={14} />
      </button>
    </Menu>
  );
}
