import { api } from '../../lib/api/apiClient';
import { i18next } from '../../lib/i18n/i18n';
import { localDb } from '../../lib/localDb';
import { toast } from '../../ui/toast';
import { Outbox } from './Outbox';
import { syncSocket } from './syncSocket';

/** The app's outbox: sends only while the browser is online and the socket is connected. */
export const appOutbox = new Outbox({
  db: localDb,
  request: api,
  isOnline: () => navigator.onLine && syncSocket.connected,
  onRejected: (_entry, error) => {
    toast.error(i18next.t('tasks:sync.rejected', { status: error.status }));
  },
});
