import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { appUpdate } from '../../lib/serviceWorker/appUpdate';
import { type ProtocolGate, protocolGate } from './protocolGate';
import './reloadRequired.css';

/**
 * Loads the newest release: through its waiting service worker when one is installed (the page reloads
 * once it took over), else by reloading, which fetches the server's page and its files (the offline
 * shell's worker serves navigations from the network while online).
 */
export function reloadToUpdate(): void {
  if (appUpdate.ready) appUpdate.apply();
  else window.location.reload();
}

/**
 * "A new version of Orbit is available": the server takes writes only from a newer build than this
 * page's (protocolGate.ts). Shown until the page reloads; the writes made meanwhile wait in the outbox
 * and are sent by the reloaded page.
 */
export function ReloadRequiredBanner({
  gate = protocolGate,
  reload = reloadToUpdate,
}: {
  gate?: ProtocolGate;
  reload?: () => void;
}) {
  const { t } = useTranslation('sync');
  const tooOld = useSyncExternalStore(gate.subscribe, () => gate.state === 'tooOld');
  const messageId = useId();
  if (!tooOld) return null;
  return (
    <div className="reload-required" role="alert" aria-labelledby={messageId}>
      <p id={messageId}>
        <strong>{t('update.required')}</strong> {t('update.requiredDetail')}
      </p>
      <button type="button" onClick={reload}>
        {t('update.reload')}
      </button>
    </div>
  );
}
