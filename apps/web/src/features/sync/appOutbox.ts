import { meSchema } from '@orbit/shared';
import { api } from '../../lib/api/apiClient';
import { i18next } from '../../lib/i18n/i18n';
import { localDb } from '../../lib/localDb';
import { toast } from '../../ui/toast';
import { failureText } from './failureText';
import { Outbox } from './Outbox';
import { holdWritesUntilCurrent, protocolGate } from './protocolGate';
import { syncSocket } from './syncSocket';

export type { WorkspaceRef } from './Outbox';

/**
 * The app's outbox: sends only while the browser is online, the socket is connected and its server
 * said it takes this build's writes (protocolGate.ts); tells the person about a write given up (which,
 * and the server's reason) and about a full storage.
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

// Each connection's `server.hello` (heard by syncSocket) decides whether this page may send; until
// then, and for good once it is too old, its writes wait in the queue.
holdWritesUntilCurrent(protocolGate, appOutbox);
