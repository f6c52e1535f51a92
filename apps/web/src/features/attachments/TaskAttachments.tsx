import LayoutGrid from 'lucide-react/icons/layout-grid';
import List from 'lucide-react/icons/list';
import Paperclip from 'lucide-react/icons/paperclip';
import X from 'lucide-react/icons/x';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/appStore';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { Attachment, Item, SyncMember } from '../sync/schemas';
import { AttachmentCard } from './AttachmentCard';
import styles from './attachments.module.css';
import { UploadProgressList } from './UploadProgressList';
import { useAttachmentUploads } from './useAttachmentUploads';
import { useOnline } from './useOnline';
import { useRemoveAttachment } from './useRemoveAttachment';
import './attachmentStrings';

type Props = {
  item: Item;
  /** The workspace's slug and id and the signed-in user (the task scope). */
  scope: { org: string; workspaceId: string; meId: string };
  members?: SyncMember[];
};

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * A task's files in the detail panel: add them with the button or by dropping them, see each upload's
 * progress, open, download or delete them, as a grid or a list (the saved `itemAttachmentsLayout`).
 */
export function TaskAttachments({ item, scope, members = [] }: Props) {
  const { t } = useTranslation('attachments');
  const layout = useAppStore((s) => s.preferences.itemAttachmentsLayout);
  const setPreference = useAppStore((s) => s.setPreference);
  const online = useOnline();
  const { uploads, errors, upload, dismissError } = useAttachmentUploads(scope, item.id, online);
  const removal = useRemoveAttachment(scope);
  const [confirming, setConfirming] = useState<Attachment | null>(null);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const files = item.attachments ?? [];
  const nameOf = (userId: string | null | undefined) =>
    members.find((m) => m.userId === userId)?.name ?? t('someone');

  const onDrop = (event: DragEvent<HTMLElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    upload(Array.from(event.dataTransfer.files));
  };
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = online ? 'copy' : 'none';
    setOver(true);
  };
  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
  };

  return (
    <section
      className={styles.section}
      aria-labelledby={`attachments-${item.id}`}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <div className={styles.header}>
        <h3 className={styles.heading} id={`attachments-${item.id}`}>
          {t('title')}
          {files.length > 0 && <span className={styles.count}>{files.length}</span>}
        </h3>
        <fieldset className={styles.toggle}>
          <legend className={styles.hiddenLegend}>{t('layout.label')}</legend>
          <button
            type="button"
            aria-pressed={layout === 'grid'}
            aria-label={t('layout.grid')}
            title={t('layout.grid')}
            onClick={() => setPreference('itemAttachmentsLayout', 'grid')}
          >
            <LayoutGrid size={14} aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-pressed={layout === 'list'}
            aria-label={t('layout.list')}
            title={t('layout.list')}
            onClick={() => setPreference('itemAttachmentsLayout', 'list')}
          >
            <List size={14} aria-hidden="true" />
          </button>
        </fieldset>
      </div>

      <div className={styles.drop} data-over={over}>
        <button type="button" disabled={!online} onClick={() => input.current?.click()}>
          <Paperclip size={14} aria-hidden="true" />
          {t('add')}
        </button>
        <span>{over ? t('dropActive') : t('drop')}</span>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={t('input')}
          onChange={(event) => {
            upload(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>
      {!online && (
        <p className={styles.note} role="status">
          {t('offline')}
        </p>
      )}

      {errors.length > 0 && (
        <ul className={styles.errors}>
          {errors.map((error) => (
            <li key={error.key} role="alert">
              <span>{error.message}</span>
              <button
                type="button"
                className={styles.dismiss}
                aria-label={t('dismiss')}
                onClick={() => dismissError(error.key)}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <UploadProgressList uploads={uploads} />

      {files.length === 0 && uploads.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={layout === 'grid' ? styles.grid : styles.list} aria-label={t('files')}>
          {files.map((file) => (
            <AttachmentCard
              key={file.id}
              attachment={file}
              org={scope.org}
              layout={layout}
              addedBy={nameOf(file.createdBy)}
              onRemove={(chosen) => {
                removal.reset();
                setConfirming(chosen);
              }}
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t('confirm.title')}
        description={t('confirm.description', { name: confirming?.name ?? '' })}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        pending={removal.pending}
        error={removal.failed ? t('errors.removeFailed') : null}
        onConfirm={() => {
          if (!confirming) return;
          void removal.remove(confirming.id).then((done) => {
            if (done) setConfirming(null);
          });
        }}
      />
    </section>
  );
}
