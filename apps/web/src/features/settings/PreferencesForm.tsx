import { useTranslation } from 'react-i18next';
import { type Preferences, useAppStore } from '../../lib/appStore';
import { Picker } from '../../ui/Picker';
import { PickerTrigger } from '../../ui/PickerTrigger';
import { Switch } from '../../ui/Switch';
import '../../lib/i18n/settingsStrings';

type BooleanPreference = {
  [K in keyof Preferences]: Preferences[K] extends boolean ? K : never;
}[keyof Preferences];

/**
 * The saved switches that something in the app reads today, in the order people look for them. The
 * seed's other preferences (wrap mode, the chat composer, the board grid, snapping, edge scrolling,
 * the layout lock, the trial reminder) are kept in the store but shown only once their feature lands.
 */
const switches: BooleanPreference[] = ['hideSubtasks', 'reduceMotion', 'disableMotion'];

export function PreferencesForm() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const preferences = useAppStore((s) => s.preferences);
  const setPreference = useAppStore((s) => s.setPreference);
  const showCompleted = useAppStore((s) => s.showCompleted);
  const setState = useAppStore((s) => s.set);
  const layouts = [
    { value: 'grid', label: t('preferences.grid'), icon: 'layout-grid' as const },
    { value: 'list', label: t('preferences.list'), icon: 'list' as const },
  ];
  const layoutLabel = t('preferences.itemAttachmentsLayout');
  return (
    <fieldset className="settings-switches">
      <legend className="visually-hidden">{t('account.preferences')}</legend>
      <Switch
        checked={showCompleted}
        onCheckedChange={(value) => setState('showCompleted', value)}
        label={t('preferences.showCompleted')}
      />
      {switches.map((key) => (
        <Switch
          key={key}
          checked={preferences[key]}
          onCheckedChange={(value) => setPreference(key, value)}
          label={t(`preferences.${key}`)}
        />
      ))}
      <div className="settings-switch settings-row">
        <span>{layoutLabel}</span>
        <Picker
          label={layoutLabel}
          options={layouts}
          value={preferences.itemAttachmentsLayout}
          onChange={(value) => setPreference('itemAttachmentsLayout', value === 'list' ? 'list' : 'grid')}
          searchPlaceholder={tc('picker.search')}
          emptyText={tc('picker.noMatches')}
          align="end"
          width={180}
        >
          <PickerTrigger
            aria-label={`${layoutLabel}: ${t(`preferences.${preferences.itemAttachmentsLayout}`)}`}
          >
            {t(`preferences.${preferences.itemAttachmentsLayout}`)}
          </PickerTrigger>
        </Picker>
      </div>
    </fieldset>
  );
}
