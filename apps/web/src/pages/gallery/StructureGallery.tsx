import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../ui/CollapsibleSection';
import { InlineSvg } from '../../ui/InlineSvg';
import { ListItem } from '../../ui/ListItem';
import { useIsMobile } from '../../ui/useIsMobile';
import { GallerySection } from './GallerySection';
import styles from './gallery.module.css';
import './galleryStrings';

/** Collapsible sections, list items, inline SVG and the mobile breakpoint. */
export function StructureGallery() {
  const { t } = useTranslation('gallery');
  const [closedCount, setClosedCount] = useState(0);
  const [selected, setSelected] = useState('inbox');
  const isMobile = useIsMobile();
  const errors = { errorLoadingText: t('svg.loadError'), invalidSvgText: t('svg.invalid') };

  return (
    <>
      <GallerySection
        id="collapsible"
        title={t('collapsible.title')}
        description={t('collapsible.description')}
      >
        <CollapsibleSection title={t('collapsible.header')} onClosed={() => setClosedCount((n) => n + 1)}>
          <p className={styles.sectionText}>{t('collapsible.body')}</p>
        </CollapsibleSection>
        <p className={styles.caption}>{t('collapsible.closed', { n: closedCount })}</p>
      </GallerySection>

      <GallerySection id="list" title={t('list.title')} description={t('list.description')}>
        <div className={styles.list}>
          {(['inbox', 'myTasks', 'today'] as const).map((id) => (
            <ListItem
              key={id}
              icon={id === 'inbox' ? 'inbox' : id === 'today' ? 'calendar' : 'task'}
              selected={selected === id}
              onClick={() => setSelected(id)}
              trailing={id === 'inbox' ? '3' : undefined}
            >
              {t(`list.items.${id}`)}
            </ListItem>
          ))}
          <ListItem icon="trash" disabled>
            {t('list.items.disabled')}
          </ListItem>
        </div>
      </GallerySection>

      <GallerySection id="svg" title={t('svg.title')} description={t('svg.description')}>
        <div className={styles.row}>
          <InlineSvg src="/favicon.svg" title={t('svg.logo')} size={32} className={styles.svg} {...errors} />
          <InlineSvg src="/api/gallery-missing.svg" size={32} className={styles.svg} {...errors} />
          <InlineSvg src="/index.html" size={32} className={styles.svg} {...errors} />
        </div>
      </GallerySection>

      <GallerySection id="breakpoint" title={t('breakpoint.title')}>
        <p className={styles.caption} data-testid="breakpoint">
          {t(isMobile ? 'breakpoint.mobile' : 'breakpoint.desktop')}
        </p>
      </GallerySection>
    </>
  );
}
