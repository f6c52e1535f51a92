import type { ReactNode } from 'react';
import styles from './gallery.module.css';

type GallerySectionProps = { id: string; title: string; description?: string; children: ReactNode };

/** One block of the gallery; `data-gallery` gives browser tests a stable handle. */
export function GallerySection({ id, title, description, children }: GallerySectionProps) {
  return (
    <section className={styles.section} aria-labelledby={`gallery-${id}`} data-gallery={id}>
      <h2 id={`gallery-${id}`} className={styles.sectionTitle}>
        {title}
      </h2>
      {description && <p className={styles.sectionText}>{description}</p>}
      {children}
    </section>
  );
}
