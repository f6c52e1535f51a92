import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../ui/Checkbox';
import { Input } from '../../ui/Input';
import { ValidationBox } from '../../ui/ValidationBox';
import { GallerySection } from './GallerySection';
import styles from './gallery.module.css';
import './galleryStrings';

/** Input in every mode, the enter/blur reports, focus protection and a validated field. */
export function InputGallery() {
  const { t } = useTranslation('gallery');
  const [entered, setEntered] = useState('');
  const [blurred, setBlurred] = useState('');
  const [email, setEmail] = useState('');
  const [ticking, setTicking] = useState(false);
  const [outside, setOutside] = useState('');

  // Outside updates every 2 s: typing in the focused field is never overwritten by them.
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setOutside(new Date().toLocaleTimeString()), 2000);
    return () => window.clearInterval(timer);
  }, [ticking]);

  const emailError = email && !email.includes('@') ? t('inputs.emailError') : null;

  return (
    <GallerySection id="inputs" title={t('inputs.title')} description={t('inputs.description')}>
      <div className={styles.columns}>
        <Input
          label={t('inputs.text')}
          placeholder={t('inputs.placeholder')}
          onEnter={setEntered}
          onBlurValue={setBlurred}
        />
        <Input aria-label={t('inputs.search')} placeholder={t('inputs.search')} showLabelIcon type="search" />
        <Input label={t('inputs.tel')} type="tel" placeholder="+1 (555) 010-0100" />
        <Input label={t('inputs.number')} type="number" placeholder="1.234,56" />
        <Input label={t('inputs.password')} type="password" autoComplete="new-password" />
        <Input label={t('inputs.disabled')} value={t('inputs.disabledValue')} disabled />
        <Input label={t('inputs.editor')} value={t('inputs.editorValue')} editorMode />
        <Input
          label={t('inputs.noFocusBorder')}
          disableFocusBorder
          showLabelIcon
          labelIcon="filter"
          placeholder={t('inputs.placeholder')}
        />
        <div>
          <Input
            label={t('inputs.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onValueChange={setEmail}
            errorId={emailError ? 'gallery-email-error' : undefined}
          />
          <ValidationBox id="gallery-email-error" error={emailError} />
        </div>
        <div>
          <Input label={t('inputs.protected')} value={outside} onBlurValue={setOutside} />
          <Checkbox
            checked={ticking}
            onCheckedChange={setTicking}
            label={t('inputs.tick')}
            className={styles.choice}
          />
        </div>
      </div>
      <p className={styles.caption} aria-live="polite">
        {t('inputs.reports', { entered: entered || '—', blurred: blurred || '—' })}
      </p>
    </GallerySection>
  );
}
