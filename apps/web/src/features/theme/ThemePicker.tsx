import type { Plan } from '@orbit/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColorTheme, colorThemes, isPaidColorTheme } from '../../lib/colorThemes';
import { Icon, type IconName } from '../../ui/Icon';
import { PlanChooserDialog } from '../plans/PlanChooserDialog';
import { UpsellBox } from '../plans/UpsellBox';
import styles from './ThemePicker.module.css';
import { type ThemeMode, useTheme } from './useTheme';

export type ThemePickerProps = {
  plan: Plan;
  /** Passed on to the plan chooser that 'Upgrade Now' opens. */
  onChoosePlan?: (plan: Plan) => void;
};

const modes: readonly { mode: ThemeMode; icon: IconName }[] = [
  { mode: 'light', icon: 'sun' },
  { mode: 'dark', icon: 'moon' },
  { mode: 'system', icon: 'monitor' },
];

/**
 * Light / dark / system and the seven colour swatches, as two native radio groups (arrow keys move,
 * screen readers count the options). A paid theme on the free plan is not applied: the upsell box says
 * why, and its 'Upgrade Now' opens the plan chooser.
 */
export function ThemePicker({ plan, onChoosePlan }: ThemePickerProps) {
  const { t } = useTranslation('theme');
  const { mode, colorTheme, setMode, setColorTheme } = useTheme();
  const [wanted, setWanted] = useState<ColorTheme | null>(null);
  const [choosingPlan, setChoosingPlan] = useState(false);
  const name = useId();
  const locked = (theme: ColorTheme) => plan === 'free' && isPaidColorTheme(theme);
  // On the free plan a saved paid theme is shown as what is really applied: the default.
  const shown = locked(colorTheme) ? 'default' : colorTheme;

  const pick = (theme: ColorTheme) => {
    if (locked(theme)) {
      setWanted(theme);
      return;
    }
    setWanted(null);
    setColorTheme(theme);
  };

  const choosePlan = (next: Plan) => {
    onChoosePlan?.(next);
    setChoosingPlan(false);
    // The theme that asked for the upgrade is what the person wanted: apply it with the new plan.
    if (next === 'paid' && wanted) {
      setColorTheme(wanted);
      setWanted(null);
    }
  };

  return (
    <div className={styles.picker}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('mode.legend')}</legend>
        <div className={styles.segmented}>
          {modes.map((option) => (
            <label key={option.mode} className={styles.segment}>
              <input
                type="radio"
                className="visually-hidden"
                name={`${name}-mode`}
                value={option.mode}
                checked={mode === option.mode}
                onChange={() => setMode(option.mode)}
              />
              <Icon name={option.icon} size={14} />
              <span>{t(`mode.${option.mode}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('color.legend')}</legend>
        <div className={styles.swatches}>
          {colorThemes.map((theme) => (
            <label key={theme} className={styles.swatchOption} title={t(`color.names.${theme}`)}>
              <input
                type="radio"
                className="visually-hidden"
                name={`${name}-color`}
                value={theme}
                checked={shown === theme}
                onChange={() => pick(theme)}
                aria-describedby={locked(theme) ? `${name}-paid` : undefined}
              />
              <span className={styles.swatch} style={{ background: `var(--palette-${theme})` }}>
                {shown === theme && <Icon name="check" size={14} strokeWidth={2.5} />}
              </span>
              <span className={styles.swatchName}>{t(`color.names.${theme}`)}</span>
              {isPaidColorTheme(theme) && <Icon name="crown" size={12} className={styles.paid} />}
            </label>
          ))}
        </div>
        <p id={`${name}-paid`} className="visually-hidden">
          {t('color.paidHint')}
        </p>
      </fieldset>

      {wanted && (
        <UpsellBox
          title={t('upsell.title', { theme: t(`color.names.${wanted}`) })}
          message={t('upsell.message')}
          onUpgrade={() => setChoosingPlan(true)}
          onDismiss={() => setWanted(null)}
        />
      )}

      <PlanChooserDialog
        open={choosingPlan}
        onOpenChange={setChoosingPlan}
        currentPlan={plan}
        onChoosePlan={onChoosePlan ? choosePlan : undefined}
      />
    </div>
  );
}
