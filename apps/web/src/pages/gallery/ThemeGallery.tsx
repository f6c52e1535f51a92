import type { Plan } from '@orbit/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemePicker } from '../../features/theme/ThemePicker';
import { useTheme } from '../../features/theme/useTheme';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { GallerySection } from './GallerySection';
import styles from './gallery.module.css';
import './galleryStrings';

/** Theme switching, with a pretend plan so the paid-theme upsell can be tried. */
export function ThemeGallery() {
  const { t } = useTranslation('gallery');
  const { resolved, colorTheme } = useTheme();
  const [plan, setPlan] = useState<Plan>('free');
  return (
    <GallerySection id="theme" title={t('theme.title')} description={t('theme.description')}>
      <div className={styles.inline}>
        <span id="gallery-plan" className={styles.caption}>
          {t('theme.plan')}
        </span>
        <SegmentedControl<Plan>
          labelledBy="gallery-plan"
          options={(['free', 'paid'] as const).map((option) => ({
            value: option,
            label: t(`theme.plans.${option}`),
          }))}
          value={plan}
          onChange={setPlan}
        />
      </div>
      <ThemePicker plan={plan} onChoosePlan={setPlan} />
      <p className={styles.caption} data-testid="theme-state">
        {t('theme.current', { scheme: resolved, colorTheme })}
      </p>
    </GallerySection>
  );
}
