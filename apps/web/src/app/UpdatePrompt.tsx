import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { appUpdate } from '../lib/serviceWorker/appUpdate';
import './updatePrompt.css';

/** "A new version of Orbit is ready" with a button that switches to it and reloads. */
export function UpdatePrompt() {
  const { t } = useTranslation('sync');
  const ready = useSyncExternalStore(appUpdate.subscribe, () => appUpdate.ready);
  if (!ready) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t('update.ready')}</span>
      <button type="button" onClick={() => appUpdate.apply()}>
        {t('update.reload')}
      </button>
    </div>
  );
}
