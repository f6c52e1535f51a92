import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { buttonSizes, buttonVariants } from '../../ui/buttonVariants';
import { IconButton } from '../../ui/IconButton';
import { TextIconButton } from '../../ui/TextIconButton';
import { GallerySection } from './GallerySection';
import styles from './gallery.module.css';
import './galleryStrings';

/** Every button variant, each size, the loading and disabled states, and the icon buttons. */
export function ButtonGallery() {
  const { t } = useTranslation('gallery');
  return (
    <GallerySection id="buttons" title={t('buttons.title')} description={t('buttons.description')}>
      <div className={styles.grid} data-gallery="button-variants">
        {buttonVariants.map((variant) => (
          <div
            key={variant}
            className={styles.cell}
            data-surface={variant === 'white-border' ? 'dark' : undefined}
          >
            <Button variant={variant}>{t('buttons.label')}</Button>
            <code className={styles.code}>{variant}</code>
          </div>
        ))}
      </div>
      <h3 className={styles.subTitle}>{t('buttons.sizes')}</h3>
      <div className={styles.row}>
        {buttonSizes.map((size) => (
          <Button key={size} size={size} icon="plus">
            {t(`buttons.size.${size}`)}
          </Button>
        ))}
      </div>
      <h3 className={styles.subTitle}>{t('buttons.states')}</h3>
      <div className={styles.row}>
        <Button loading>{t('buttons.loading')}</Button>
        <Button variant="secondary" loading>
          {t('buttons.loading')}
        </Button>
        <Button disabled>{t('buttons.disabled')}</Button>
        <Button variant="bordered" disabled>
          {t('buttons.disabled')}
        </Button>
        <Button variant="secondary" iconEnd="chevron-down">
          {t('buttons.menu')}
        </Button>
      </div>
      <h3 className={styles.subTitle}>{t('buttons.iconButtons')}</h3>
      <div className={styles.row}>
        <IconButton icon="plus" aria-label={t('buttons.add')} showTooltip />
        <IconButton icon="more-horizontal" aria-label={t('buttons.more')} showTooltip />
        <IconButton icon="settings" variant="secondary" aria-label={t('buttons.settings')} showTooltip />
        <IconButton icon="trash" variant="alert-with-text" aria-label={t('buttons.delete')} showTooltip />
        <IconButton icon="end-call" variant="end" size="lg" aria-label={t('buttons.endCall')} showTooltip />
        <TextIconButton icon="plus">{t('buttons.addTask')}</TextIconButton>
        <TextIconButton icon="filter" variant="bordered">
          {t('buttons.filter')}
        </TextIconButton>
        <TextIconButton icon="chevron-down" iconPosition="end" variant="grey">
          {t('buttons.sort')}
        </TextIconButton>
      </div>
    </GallerySection>
  );
}
