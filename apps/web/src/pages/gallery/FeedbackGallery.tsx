import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Tooltip } from '../../ui/Tooltip';
import { toast } from '../../ui/toast';
import { toastTypes } from '../../ui/toastConstants';
import { ValidationBox } from '../../ui/ValidationBox';
import { GallerySection } from './GallerySection';
import styles from './gallery.module.css';
import './galleryStrings';

const badgeColours = [
  { id: 'bug', bg: '#fde8e8', fg: '#b42318' },
  { id: 'feature', bg: '#e6f0ff', fg: '#1f4fb8' },
  { id: 'design', bg: '#f1ebfd', fg: '#6a3cc6' },
  { id: 'docs', bg: '#e7f5ec', fg: '#126c34' },
] as const;

/** Toasts, tooltips, badges and the validation box. */
export function FeedbackGallery() {
  const { t } = useTranslation('gallery');
  const [badges, setBadges] = useState<readonly string[]>(badgeColours.map((b) => b.id));
  const [showError, setShowError] = useState(true);
  const [count, setCount] = useState(0);

  const showToast = (type: (typeof toastTypes)[number]) => {
    const next = count + 1;
    setCount(next);
    const message = t(`toasts.messages.${type}`, { n: next });
    if (type === 'default') toast(message);
    else toast[type](message);
  };

  return (
    <>
      <GallerySection id="toasts" title={t('toasts.title')} description={t('toasts.description')}>
        <div className={styles.row}>
          {toastTypes.map((type) => (
            <Button key={type} variant="secondary" onClick={() => showToast(type)} data-toast-type={type}>
              {t(`toasts.show.${type}`)}
            </Button>
          ))}
          <Button
            variant="bordered"
            onClick={() => {
              for (let i = 1; i <= 25; i += 1) toast(t('toasts.messages.default', { n: i }));
            }}
          >
            {t('toasts.many')}
          </Button>
          <Button variant="tertiary" onClick={() => toast.dismiss()}>
            {t('toasts.clear')}
          </Button>
        </div>
      </GallerySection>

      <GallerySection id="tooltips" title={t('tooltips.title')} description={t('tooltips.description')}>
        <div className={styles.row}>
          <Tooltip content={t('tooltips.content')}>
            <Button variant="secondary">{t('tooltips.immediate')}</Button>
          </Tooltip>
          <Tooltip content={t('tooltips.content')} delayed>
            <Button variant="secondary">{t('tooltips.delayed')}</Button>
          </Tooltip>
        </div>
      </GallerySection>

      <GallerySection id="badges" title={t('badges.title')} description={t('badges.description')}>
        <div className={styles.row}>
          <Badge>{t('badges.plain')}</Badge>
          {badgeColours
            .filter((b) => badges.includes(b.id))
            .map((b) => (
              <Badge
                key={b.id}
                bgColor={b.bg}
                textColor={b.fg}
                canRemove
                removeLabel={t('badges.remove', { name: t(`badges.names.${b.id}`) })}
                onRemove={() => setBadges((list) => list.filter((id) => id !== b.id))}
              >
                {t(`badges.names.${b.id}`)}
              </Badge>
            ))}
          <Button variant="primary-text" size="sm" onClick={() => setBadges(badgeColours.map((b) => b.id))}>
            {t('badges.reset')}
          </Button>
        </div>
      </GallerySection>

      <GallerySection id="validation" title={t('validation.title')} description={t('validation.description')}>
        <div className={styles.row}>
          <Button variant="bordered" size="sm" onClick={() => setShowError((v) => !v)}>
            {t(showError ? 'validation.hide' : 'validation.show')}
          </Button>
        </div>
        <ValidationBox error={showError ? t('validation.message') : null} />
      </GallerySection>
    </>
  );
}
