import type { Plan } from '@orbit/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemePicker } from '../../features/theme/ThemePicker';
import { useTheme } from '../../features/theme/useTheme';
import { GallerySection } from './GallerySection';
import styles from './gallery.module.css';

/** Theme switching, with a pretend plan so the paid-theme upsell can be tried. */
export function ThemeGallery() {
  const { t } = useTranslation('gallery');
  const { resolved, colorTheme } = useTheme();
  const [plan, setPlan] = useState<Plan>('free');
  return (
    <GallerySection id="theme" title={t('theme.title')} description={t('theme.description')}>
      <fieldset className={styles.inline}>
        <legend className={styles.caption}>{t('theme.plan')}</legend>
        {(['free', 'paid'] as const).map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name="gallery-plan"
              value={option}
              checked={plan === option}
              onChange={() => setPlan(option)}
            />
            {t(`theme.plans.${option}`)}
          </label>
        ))}
      </fieldset>
      <ThemePicker plan={plan} onChoosePlan={setPlan} />
      <p className={styles.caption} data-testid="theme-state">
        {t('theme.current', { scheme: resolved, colorTheme })}
      </p>
    </GallerySection>
  );
}
