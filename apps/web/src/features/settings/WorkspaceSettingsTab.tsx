import type { WorkspaceSummary } from '@orbit/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanChooserDialog } from '../plans/PlanChooserDialog';

export function WorkspaceSettingsTab({ workspace }: { workspace: WorkspaceSummary | undefined }) {
  const { t } = useTranslation('settings');
  const [choosingPlan, setChoosingPlan] = useState(false);
  if (!workspace) return <p>{t('workspace.none')}</p>;
  return (
    <div className="settings-page">
      <h2>{t('tabs.settings')}</h2>
      <dl className="settings-facts">
        <dt>{t('workspace.name')}</dt>
        <dd>{workspace.name}</dd>
        <dt>{t('workspace.slug')}</dt>
        <dd>/{workspace.slug}</dd>
        <dt>{t('workspace.plan')}</dt>
        <dd>{t(`workspace.plans.${workspace.plan}`)}</dd>
      </dl>
      <button type="button" className="settings-button" onClick={() => setChoosingPlan(true)}>
        {t('workspace.changePlan')}
      </button>
      <PlanChooserDialog open={choosingPlan} onOpenChange={setChoosingPlan} currentPlan={workspace.plan} />
    </div>
  );
}
