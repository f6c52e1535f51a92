import { canChangeOrbitVisibility, canManageLabels, canManageOrbit, type Role } from '@orbit/shared';
import { Tabs } from 'radix-ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogTitle } from '../../ui/Dialog';
import type { Orbit } from '../sync/schemas';
import type { TaskData } from '../tasks/useTaskData';
import { ArchiveSection } from './ArchiveSection';
import { GeneralSection } from './GeneralSection';
import { LabelsSection } from './LabelsSection';
import { OrbitMembersSection } from './OrbitMembersSection';
import type { OrbitActions } from './orbitActions';
import { StatusesEditor } from './StatusesEditor';
import './orbits.css';

const tabs = ['general', 'members', 'statuses', 'labels', 'archive'] as const;
type Tab = (typeof tabs)[number];

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orbit: Orbit;
  data: Pick<TaskData, 'members' | 'labels' | 'items'>;
  role: Role;
  meId: string;
  actions: OrbitActions;
  /** The orbit is gone from this person's view (archived, or they left it): leave its page. */
  onLeave: () => void;
};

/**
 * An orbit's settings: general, members, statuses, the workspace's labels, archive. Guests see what
 * is set but get no controls (the server refuses them anyway).
 */
export function OrbitSettingsDialog({
  open,
  onOpenChange,
  orbit,
  data,
  role,
  meId,
  actions,
  onLeave,
}: Props) {
  const { t } = useTranslation('orbits');
  const [tab, setTab] = useState<Tab>('general');
  const canEdit = canManageOrbit(role);
  // The creator is not known for an orbit last sent before the DTO carried it: the control stays
  // (as it was), and the server refuses anyone else with a message on the field.
  const canChangeVisibility = canChangeOrbitVisibility(
    role,
    orbit.createdBy === undefined || orbit.createdBy === meId,
  );
  const orbitItems = useMemo(
    () => data.items.filter((item) => item.orbitId === orbit.id),
    [data.items, orbit.id],
  );
  const shown = tabs.filter((value) => value !== 'archive' || canEdit);
  const leave = () => {
    onOpenChange(false);
    onLeave();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('settings.title', { name: orbit.name })}
      closeLabel={t('settings.close')}
      layout="custom"
      size="xl"
      fullScreenOnMobile
      className="orbit-settings-dialog"
      name="orbit-settings"
      describedBy={canEdit ? undefined : 'orbit-settings-readonly'}
    >
      <Tabs.Root
        className="orbit-settings-tabs"
        value={tab}
        onValueChange={(value) => setTab(value as Tab)}
        orientation="vertical"
      >
        <div className="orbit-settings-nav">
          <DialogTitle className="orbit-settings-title">
            {t('settings.title', { name: orbit.name })}
          </DialogTitle>
          <Tabs.List aria-label={t('settings.sections')} className="orbit-settings-tab-list">
            {shown.map((value) => (
              <Tabs.Trigger key={value} value={value} className="orbit-settings-tab">
                {t(`settings.tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        <div className="orbit-settings-body">
          {!canEdit && (
            <p id="orbit-settings-readonly" className="orbit-readonly" role="note">
              {t('settings.guestReadOnly')}
            </p>
          )}
          <Tabs.Content value="general">
            <GeneralSection
              orbit={orbit}
              canEdit={canEdit}
              canChangeVisibility={canChangeVisibility}
              actions={actions}
            />
          </Tabs.Content>
          <Tabs.Content value="members">
            <OrbitMembersSection
              orbit={orbit}
              members={data.members}
              meId={meId}
              canEdit={canEdit}
              actions={actions}
              onLeftPrivate={leave}
            />
          </Tabs.Content>
          <Tabs.Content value="statuses">
            <StatusesEditor orbit={orbit} items={orbitItems} canEdit={canEdit} actions={actions} />
          </Tabs.Content>
          <Tabs.Content value="labels">
            <LabelsSection
              labels={data.labels}
              items={data.items}
              canEdit={canManageLabels(role)}
              actions={actions}
            />
          </Tabs.Content>
          {canEdit && (
            <Tabs.Content value="archive">
              <ArchiveSection orbit={orbit} actions={actions} onArchived={leave} />
            </Tabs.Content>
          )}
        </div>
      </Tabs.Root>
    </Dialog>
  );
}
