import { isPreviewableImage, withoutBidiControls } from '@orbit/shared';
import Download from 'lucide-react/icons/download';
import File from 'lucide-react/icons/file';
import FileArchive from 'lucide-react/icons/file-archive';
import FileAudio from 'lucide-react/icons/file-headphone';
import FileImage from 'lucide-react/icons/file-image';
import FileVideo from 'lucide-react/icons/file-play';
import FileText from 'lucide-react/icons/file-text';
import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '../sync/schemas';
import styles from './attachments.module.css';
import { attachmentUrl } from './attachmentUrl';
import { formatBytes } from './formatBytes';
import './attachmentStrings';

type Props = {
  attachment: Attachment;
  org: string;
  layout: 'grid' | 'list';
  /** Who attached it, for the list layout. */
  addedBy: string | null;
  onRemove: (attachment: Attachment) => void;
};

function TypeIcon({ contentType }: { contentType: string }) {
  const props = { size: 20, 'aria-hidden': true } as const;
  if (contentType.startsWith('image/')) return <FileImage {...props} />;
  if (contentType.startsWith('video/')) return <FileVideo {...props} />;
  if (contentType.startsWith('audio/')) return <FileAudio {...props} />;
  if (contentType.startsWith('text/') || contentType === 'application/pdf') return <FileText {...props} />;
  if (/zip|tar|compressed|rar|7z/.test(contentType)) return <FileArchive {...props} />;
  return <File {...props} />;
}

/** One file of a task: a thumbnail (images) or a type icon, its name and size, download and delete. */
export function AttachmentCard({ attachment, org, layout, addedBy, onRemove }: Props) {
  const { t, i18n } = useTranslation('attachments');
  const url = attachmentUrl(org, attachment.id);
  const size = formatBytes(attachment.size, i18n.language);
  const preview = isPreviewableImage(attachment.contentType);
  // Names stored before the server stripped bidirectional controls must not read as another extension.
  const name = withoutBidiControls(attachment.name);
  return (
    <li className={styles.card} data-layout={layout}>
      <a className={styles.open} href={url} target="_blank" rel="noopener noreferrer">
        <span className={styles.thumb} aria-hidden="true">
          {preview ? (
            <img src={url} alt="" loading="lazy" decoding="async" />
          ) : (
            <TypeIcon contentType={attachment.contentType} />
          )}
        </span>
        <span className={styles.text}>
          <span className={styles.name} title={name}>
            {name}
          </span>
          <span className={styles.meta}>
            {layout === 'list' && addedBy ? t('meta', { size, person: addedBy }) : size}
          </span>
        </span>
      </a>
      <span className={styles.actions}>
        <a
          className="icon-button"
          href={url}
          download={name}
          aria-label={t('download', { name: name })}
          title={t('download', { name: name })}
        >
          <Download size={16} aria-hidden="true" />
        </a>
        <button
          type="button"
          className="icon-button"
          aria-label={t('remove', { name: name })}
          title={t('remove', { name: name })}
          onClick={() => onRemove(attachment)}
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
      </span>
    </li>
  );
}
