import { attachmentMaxBytes } from '@orbit/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendUpload } from '../../lib/api/sendUpload';
import type { SyncScope } from '../sync/applyChanges';
import { applyItemAnswer } from './applyItemAnswer';
import { uploadUrl } from './attachmentUrl';
import { maxMegabytes, uploadErrorText } from './uploadErrorText';
import './attachmentStrings';

export type UploadState = { key: string; name: string; loaded: number; total: number };
export type UploadError = { key: string; message: string };

export type AttachmentUploads = {
  uploads: UploadState[];
  errors: UploadError[];
  /** Sends each file as its own request, so one refused file does not stop the others. */
  upload(files: readonly File[]): void;
  dismissError(key: string): void;
};

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `upload-${counter}`;
};

/** Uploads to one task: progress per file, errors per file, the answer applied to IndexedDB. */
export function useAttachmentUploads(
  scope: SyncScope & { org: string },
  itemId: string,
  online: boolean,
): AttachmentUploads {
  const { t } = useTranslation('attachments');
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [errors, setErrors] = useState<UploadError[]>([]);
  const { org, workspaceId, meId } = scope;

  const fail = useCallback((message: string) => {
    setErrors((current) => [...current, { key: nextKey(), message }]);
  }, []);

  const upload = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      if (!online) {
        fail(t('offline'));
        return;
      }
      for (const file of files) {
        // Checked here too so a big file fails at once instead of after minutes of sending.
        if (file.size > attachmentMaxBytes) {
          fail(t('errors.tooLarge', { name: file.name, max: maxMegabytes }));
          continue;
        }
        const key = nextKey();
        setUploads((current) => [...current, { key, name: file.name, loaded: 0, total: file.size }]);
        const progress = ({ loaded, total }: { loaded: number; total: number }) =>
          setUploads((current) => current.map((u) => (u.key === key ? { ...u, loaded, total } : u)));
        sendUpload(uploadUrl(org, itemId), [file], progress)
          .then((body) => applyItemAnswer({ workspaceId, meId }, body))
          .catch((error: unknown) => fail(uploadErrorText(t, error, file.name, itemId)))
          .finally(() => setUploads((current) => current.filter((u) => u.key !== key)));
      }
    },
    [online, fail, t, org, itemId, workspaceId, meId],
  );

  const dismissError = useCallback((key: string) => {
    setErrors((current) => current.filter((e) => e.key !== key));
  }, []);

  return { uploads, errors, upload, dismissError };
}
