import { useState } from 'react';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import { api } from '../../lib/api/apiClient';
import type { SyncScope } from '../sync/applyChanges';
import { applyItemAnswer } from './applyItemAnswer';
import { attachmentUrl } from './attachmentUrl';

/** DELETE of one file; the answered task goes to IndexedDB. Errors stay for the dialog to show. */
export function useRemoveAttachment(scope: SyncScope & { org: string }) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  return {
    pending,
    failed,
    reset: () => setFailed(false),
    async remove(attachmentId: string): Promise<boolean> {
      setPending(true);
      setFailed(false);
      try {
        const body = await api(attachmentUrl(scope.org, attachmentId), { method: 'DELETE' });
        await applyItemAnswer({ workspaceId: scope.workspaceId, meId: scope.meId }, body);
        return true;
      } catch (error) {
        // Someone else deleted it first: it is gone, as asked; the sync brings the task's new state.
        if (error instanceof ApiRequestError && error.status === 404) return true;
        setFailed(true);
        return false;
      } finally {
        setPending(false);
      }
    },
  };
}
