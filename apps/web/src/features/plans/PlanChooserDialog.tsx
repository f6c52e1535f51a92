import type { Plan } from '@orbit/shared';
import { useTranslation } from 'react-i18next';
import { type ColorTheme, freeColorThemes, paidColorThemes } from '../../lib/colorThemes';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import styles from './PlanChooserDialog.module.css';
import './planStrings';

export type PlanChooserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentPlan?: Plan;
  /** Switches the plan. Without it the dialog only compares the plans (e.g. for members who cannot switch). */
  onChoosePlan?: (plan: Plan) => void;
};

const plans: readonly { plan: Plan; themes: readonly ColorTheme[]; features: readonly string[] }[] = [
  { plan: 'free', themes: freeColorThemes, features: ['work', 'talk', 'themes'] },
  { plan: 'paid', themes: paidColorThemes, features: ['everything', 'themes'] },
];

function Swatches({ themes, label }: { themes: readonly ColorTheme[]; label: string }) {
  return (
    <span className={styles.swatches} role="img" aria-label={label}>
      {themes.map((theme) => (
        <span key={theme} className={styles.swatch} style={{ background: `var(--palette-${theme})` }} />
      ))}
    </span>
  );
}

/** Free versus paid, and what paid unlocks; choosing raises onChoosePlan (the server side comes later). */
export function PlanChooserDialog({ open, onOpenChange, currentPlan, onChoosePlan }: PlanChooserDialogProps) {
  const { t } = useTranslation(['plans', 'theme']);
  const themeNames = (themes: readonly ColorTheme[]) =>
    themes.map((theme) => t(`theme:color.names.${theme}`)).join(', ');

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('chooser.title')}
      description={t('chooser.description')}
      closeLabel={t('chooser.close')}
      size="lg"
      name="plan-chooser"
    >
      <ul className={styles.plans}>
        {plans.map(({ plan, themes, features }) => {
          const current = plan === currentPlan;
          return (
            <li key={plan} className={styles.plan} data-plan={plan} data-current={current || undefined}>
              <h3 className={styles.planName}>
                {plan === 'paid' && <Icon name="crown" size={16} className={styles.crown} />}
                {t(`chooser.plans.${plan}.name`)}
              </h3>
              <p className={styles.summary}>{t(`chooser.plans.${plan}.summary`)}</p>
              <ul className={styles.features}>
                {features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size={14} className={styles.check} />
                    <span className={styles.feature}>
                      {feature === 'themes'
                        ? t('chooser.themes', { themes: themeNames(themes) })
                        : t(`chooser.plans.${plan}.features.${feature}`)}
                      {feature === 'themes' && <Swatches themes={themes} label={themeNames(themes)} />}
                    </span>
                  </li>
                ))}
              </ul>
              {current ? (
                <p className={styles.current}>{t('chooser.current')}</p>
              ) : (
                onChoosePlan && (
                  <Button
                    variant={plan === 'paid' ? 'upsell' : 'secondary'}
                    fullWidth
                    onClick={() => onChoosePlan(plan)}
                  >
                    {t(`chooser.plans.${plan}.choose`)}
                  </Button>
                )
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
