import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { IconButton } from '../../ui/IconButton';
import styles from './UpsellBox.module.css';
import './planStrings';

export type UpsellBoxProps = {
  title: string;
  message: string;
  /** The seed's 'Upgrade Now' button: open the plan chooser. */
  onUpgrade: () => void;
  onDismiss?: () => void;
};

/** The seed's upsell message box for paid-plan features, with its 'Upgrade Now' button. */
export function UpsellBox({ title, message, onUpgrade, onDismiss }: UpsellBoxProps) {
  const { t } = useTranslation('plans');
  return (
    <section className={styles.box} aria-label={title} data-upsell="true">
      <Icon name="sparkles" size={18} className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        <p className={styles.message}>{message}</p>
        <div className={styles.actions}>
          <Button variant="upsell" size="sm" onClick={onUpgrade}>
            {t('upsell.upgradeNow')}
          </Button>
        </div>
      </div>
      {onDismiss && (
        <IconButton
          icon="x"
          size="sm"
          aria-label={t('upsell.dismiss')}
          onClick={onDismiss}
          className={styles.close}
        />
      )}
    </section>
  );
}
