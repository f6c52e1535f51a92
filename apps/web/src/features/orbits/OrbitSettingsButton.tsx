import Settings from 'lucide-react/icons/settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lazyComponent } from '../../ui/lazyComponent';
import { useCurrentWorkspace } from '../account/useCurrentWorkspace';
import type { Orbit } from '../sync/schemas';
import type { TaskData } from '../tasks/useTaskData';
import type { TaskContext } from '../tasks/useTaskScope';
import { useOrbitActions } from './useOrbitActions';
import './orbits.css';
import { ToolbarButton } from '../../ui/ToolbarButton';

// The dialog and its sections load the first time someone opens them.
const OrbitSettingsDialog = lazyComponent(() => import('./OrbitSettingsDialog'), 'OrbitSettingsDialog');

type Props = { orbit: Orbit; data: TaskData; ctx: TaskContext };

/** The orbit page's settings button, and the settings dialog it opens. */
export function OrbitSettingsButton({ orbit, data, ctx }: Props) {
  const { t } = useTranslation('orbits');
  const navigate = useNavigate();
  const role = useCurrentWorkspace()?.role;
  const actions = useOrbitActions();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolbarButton aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Settings size={14} aria-hidden="true" />
        {t('settings.button')}
      </ToolbarButton>
      {open && role && actions && (
        <OrbitSettingsDialog
          open
          onOpenChange={setOpen}
          orbit={orbit}
          data={data}
          role={role}
          meId={ctx.meId}
          actions={actions}
          onLeave={() => navigate(`/${ctx.org}`)}
        />
      )}
    </>
  );
}
