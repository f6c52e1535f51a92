import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../ui/Icon';
import { GallerySection } from './GallerySection';
import styles from './gallery.module.css';
import './galleryStrings';

// A sample across the set: core icons draw at once, the rest arrive in their own small chunks.
const sample: readonly IconName[] = [
  'search',
  'inbox',
  'home',
  'calendar',
  'task',
  'subtask',
  'orbit',
  'view',
  'kanban',
  'table',
  'chat',
  'topic',
  'dm',
  'mention',
  'emoji',
  'attachment',
  'call',
  'video',
  'mic-off',
  'screen-share',
  'person',
  'people',
  'bell',
  'star',
  'flag',
  'label',
  'priority-urgent',
  'due',
  'archive',
  'trash',
  'settings',
  'palette',
  'crown',
  'sparkles',
  'lock',
  'globe',
];

/** A sample of the named icon set with the names to use. */
export function IconGallery() {
  const { t } = useTranslation('gallery');
  return (
    <GallerySection id="icons" title={t('icons.title')} description={t('icons.description')}>
      <ul className={styles.iconGrid}>
        {sample.map((name) => (
          <li key={name} className={styles.iconCell}>
            <Icon name={name} size={18} />
            <code className={styles.code}>{name}</code>
          </li>
        ))}
      </ul>
    </GallerySection>
  );
}
