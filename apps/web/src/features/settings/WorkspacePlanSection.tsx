import { canManagePlan, type Plan, type WorkspaceSummary } from '@orbit/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { PlanChooserDialog } from '../plans/PlanChooserDialog';
import { usePlanChoice } from './usePlanChoice';
import styles from './WorkspaceSettingsTab.module.css';
import './workspaceSettingsStrings';

/** The current plan; the owner switches it in the plan chooser, everyone else may only compare. */
export function WorkspacePlanSection({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('workspaceSettings');
  const titleId = useId();
  const [choosing, setChoosing] = useState(false);
  const { choose } = usePlanChoice(workspace);
  const owner = canManagePlan(workspace.role);
  const planName = (plan: Plan) => t(`plan.names.${plan}`);

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('plan.title')}</h3>
      <p className={styles.plan}>
        {t('plan.current')} <Badge>{planName(workspace.plan)}</Badge>
      </p>
      {owner ? (
        <Button
          variant={workspace.plan === 'free' ? 'upsell' : 'secondary'}
          icon="crown"
          onClick={() => setChoosing(true)}
        >
          {t('plan.change')}
        </Button>
      ) : (
        <>
          <p className={styles.hint}>{t('plan.ownerOnly')}</p>
          <Button variant="secondary" onClick={() => setChoosing(true)}>
            {t('plan.compare')}
          </Button>
        </>
      )}
      <PlanChooserDialog
        open={choosing}
        onOpenChange={setChoosing}
        currentPlan={workspace.plan}
        onChoosePlan={choose && ((plan: Plan) => choose(plan, () => setChoosing(false)))}
      />
    </section>
  );
}
