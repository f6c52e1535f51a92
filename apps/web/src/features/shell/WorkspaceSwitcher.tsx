import type { WorkspaceSummary } from '@orbit/shared';
import { Check, ChevronsUpDown, Plus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WorkspaceAvatar } from './WorkspaceAvatar';

type Props = { current: WorkspaceSummary | undefined; workspaces: WorkspaceSummary[] };

export function WorkspaceSwitcher({ current, workspaces }: Props) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="workspace-switcher">
        {current && <WorkspaceAvatar workspace={current} />}
        <span className="workspace-switcher-name">{current?.name ?? t('workspace.none')}</span>
        {/* The name someone sees stays part of the button's name; the purpose is added for screen readers. */}
        <span className="visually-hidden">{t('workspace.switch')}</span>
        <ChevronsUpDown aria-hidden="true" size={14} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="start" sideOffset={4}>
          <DropdownMenu.Label className="menu-label">{t('workspace.yours')}</DropdownMenu.Label>
          {workspaces.map((w) => (
            <DropdownMenu.Item key={w.id} className="menu-item" onSelect={() => navigate(`/${w.slug}`)}>
              <WorkspaceAvatar workspace={w} />
              <span>{w.name}</span>
              {w.id === current?.id && <Check aria-label={t('workspace.current')} size={14} />}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Item className="menu-item" onSelect={() => navigate('/create-workspace')}>
            <Plus aria-hidden="true" size={14} />
            <span>{t('workspace.create')}</span>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
