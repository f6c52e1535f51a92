import { attachmentMaxBytes } from '@orbit/shared';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import { UploadNetworkError } from '../../lib/api/sendUpload';

export const maxMegabytes = Math.round(attachmentMaxBytes / (1024 * 1024));

/**
 * What a failed upload of `name` tells the person, in their language. `itemId` is a temporary id (it
 * has a dash) while the task's create is still queued: the server does not know the task yet.
 */
export function uploadErrorText(
  t: TFunction<'attachments'>,
  error: unknown,
  name: string,
  itemId: string,
): string {
  if (error instanceof UploadNetworkError) return t('errors.network', { name });
  if (error instanceof ApiRequestError) {
    if (error.status === 413) {
      const code = (error.body as { code?: unknown } | null)?.code;
      if (code === 'storage_full') return t('errors.storageFull', { name });
      return t('errors.tooLarge', { name, max: maxMegabytes });
    }
    if (error.status === 404) return t(itemId.includes('-') ? 'errors.notSaved' : 'errors.notFound');
    if (error.status === 409) return t('errors.trashed');
    if (error.status === 401) return t('errors.session');
  }
  return t('errors.failed', { name });
}
