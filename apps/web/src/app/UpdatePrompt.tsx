import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { protocolGate } from '../features/sync/protocolGate';
import { appUpdate } from '../lib/serviceWorker/appUpdate';
import './updatePrompt.css';

/**
 * "A new version of Orbit is ready" with a button that switches to it and reloads. Gives way to the
 * banner saying this page is too old to save (features/sync/ReloadRequiredBanner.tsx), whose button
 * does the same.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('sync');
  const ready = useSyncExternalStore(appUpdate.subscribe, () => appUpdate.ready);
  const tooOld = useSyncExternalStore(protocolGate.subscribe, () => protocolGate.state === 'tooOld');
  if (!ready || tooOld) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t('update.ready')}</span>
      <button type="button" onClick={() => appUpdate.apply()}>
        {t('update.reload')}
      </button>
    </div>
  );
}
