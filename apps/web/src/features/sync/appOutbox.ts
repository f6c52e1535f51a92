import { meSchema } from '@orbit/shared';
import { api } from '../../lib/api/apiClient';
import { i18next } from '../../lib/i18n/i18n';
import { localDb } from '../../lib/localDb';
import { toast } from '../../ui/toast';
import { failureText } from './failureText';
import { Outbox } from './Outbox';

export type { WorkspaceRef } from './Outbox';

import { syncSocket } from './syncSocket';

/**
 * The app's outbox: sends only while the browser is online and the socket is connected; tells the
 * person about a write given up (which, and the server's reason) and about a full storage.
 */
export const appOutbox = new Outbox({
  db: localDb,
  request: api,
  isOnline: () => navigator.onLine && syncSocket.connected,
  onRejected: (failure) => {
    const { title, reason } = failureText(failure);
    toast.error(title, { description: reason });
  },
  onStorageFull: () => {
    toast.error(i18next.t('sync:storageFull'));
  },
  loadWorkspaces: async () => meSchema.parse(await api('/api/auth/me')).workspaces,
});
