import { withoutBidiControls } from '@orbit/shared';
import { useTranslation } from 'react-i18next';
import styles from './attachments.module.css';
import type { UploadState } from './useAttachmentUploads';
import './attachmentStrings';

/** Files on their way to the server, each with its progress. */
export function UploadProgressList({ uploads }: { uploads: UploadState[] }) {
  const { t } = useTranslation('attachments');
  if (uploads.length === 0) return null;
  return (
    <ul className={styles.uploads} aria-label={t('uploads')}>
      {uploads.map((upload) => {
        const percent = upload.total > 0 ? Math.floor((upload.loaded / upload.total) * 100) : 0;
        return (
          <li key={upload.key}>
            <span className={styles.name}>{withoutBidiControls(upload.name)}</span>
            <span className={styles.meta}>{t('percent', { percent })}</span>
            <progress
              value={upload.loaded}
              max={Math.max(upload.total, 1)}
              aria-label={t('uploading', { name: upload.name })}
            />
          </li>
        );
      })}
    </ul>
  );
}
