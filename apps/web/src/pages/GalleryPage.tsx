import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonGallery } from './gallery/ButtonGallery';
import { FeedbackGallery } from './gallery/FeedbackGallery';
import styles from './gallery/gallery.module.css';
import { IconGallery } from './gallery/IconGallery';
import { InputGallery } from './gallery/InputGallery';
import { OverlayGallery } from './gallery/OverlayGallery';
import { PickerGallery } from './gallery/PickerGallery';
import { StructureGallery } from './gallery/StructureGallery';
import { ThemeGallery } from './gallery/ThemeGallery';
import './gallery/galleryStrings';

/** /_gallery: every ui primitive and variant on one page, for design review and the browser tests. */
export function GalleryPage() {
  const { t } = useTranslation('gallery');
  useEffect(() => {
    document.title = `${t('title')} · Orbit`;
  }, [t]);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.sectionText}>{t('intro')}</p>
      </header>
      <ThemeGallery />
      <ButtonGallery />
      <InputGallery />
      <PickerGallery />
      <OverlayGallery />
      <FeedbackGallery />
      <StructureGallery />
      <IconGallery />
    </main>
  );
}
