import { type AttachmentDto, attachmentSchema } from '@orbit/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { sendUpload } from '../../lib/api/sendUpload';
import { uploadErrorText } from '../attachments/uploadErrorText';
import '../attachments/attachmentStrings';

type Uploading = { key: string; name: string; loaded: number; total: number };

/**
 * Files for the next message: uploaded at once to the conversation (POST …/files, straight to the
 * server: the bytes need the network now), then sent with the message by their ids.
 */
export function useComposerFiles(org: string, conversationId: string) {
  const { t } = useTranslation('attachments');
  const [ready, setReady] = useState<AttachmentDto[]>([]);
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [error, setError] = useState<string | null>(null);

  const add = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const key = crypto.randomUUID();
      const names = files.map((f) => f.name).join(', ');
      const total = files.reduce((sum, f) => sum + f.size, 0);
      setError(null);
      setUploading((u) => [...u, { key, name: names, loaded: 0, total }]);
      try {
        const answer = await sendUpload(
          `/api/orgs/${encodeURIComponent(org)}/chat/conversations/${encodeURIComponent(conversationId)}/files`,
          files,
          (p) => setUploading((u) => u.map((x) => (x.key === key ? { ...x, loaded: p.loaded } : x))),
        );
        setReady((r) => [...r, ...z.array(attachmentSchema).parse(answer)]);
      } catch (failure) {
        setError(uploadErrorText(t, failure, names, conversationId));
      } finally {
        setUploading((u) => u.filter((x) => x.key !== key));
      }
    },
    [org, conversationId, t],
  );

  return {
    ready,
    uploading,
    error,
    add,
    remove: (id: string) => setReady((r) => r.filter((f) => f.id !== id)),
    clear: () => setReady([]),
  };
}
