import { useTranslation } from 'react-i18next';
import { type Preferences, useAppStore } from '../../app/appStore';

type BooleanPreference = {
  [K in keyof Preferences]: Preferences[K] extends boolean ? K : never;
}[keyof Preferences];

// The seed's saved preferences that are plain switches, in the order people look for them.
const switches: BooleanPreference[] = [
  'hideSubtasks',
  'reduceMotion',
  'disableMotion',
  'wrapMode',
  'showConvoInputStyling',
  'disableGrid',
  'disableSnapping',
  'disableEdgeScrolling',
  'isLocked',
  'dismissTrialWarning',
];

export function PreferencesForm() {
  const { t } = useTranslation('settings');
  const preferences = useAppStore((s) => s.preferences);
  const setPreference = useAppStore((s) => s.setPreference);
  const showCompleted = useAppStore((s) => s.showCompleted);
  const setState = useAppStore((s) => s.set);
  return (
    <fieldset className="settings-switches">
      <legend className="visually-hidden">{t('account.preferences')}</legend>
      <label className="settings-switch">
        <input
          type="checkbox"
          checked={showCompleted}
          onChange={(e) => setState('showCompleted', e.target.checked)}
        />
        {t('preferences.showCompleted')}
      </label>
      {switches.map((key) => (
        <label key={key} className="settings-switch">
          <input
            type="checkbox"
            checked={preferences[key]}
            onChange={(e) => setPreference(key, e.target.checked)}
          />
          {t(`preferences.${key}`)}
        </label>
      ))}
      <label className="settings-switch">
        {t('preferences.itemAttachmentsLayout')}
        <select
          value={preferences.itemAttachmentsLayout}
          onChange={(e) =>
            setPreference('itemAttachmentsLayout', e.target.value === 'list' ? 'list' : 'grid')
          }
        >
          <option value="grid">{t('preferences.grid')}</option>
          <option value="list">{t('preferences.list')}</option>
        </select>
      </label>
    </fieldset>
  );
}
