import { useTranslation } from 'react-i18next';
import { isLocale, localeNames, locales, setLocale } from '../../lib/i18n/i18n';
import { Picker } from '../../ui/Picker';
import { PickerTrigger } from '../../ui/PickerTrigger';
import '../../lib/i18n/settingsStrings';

/** Switches the interface language at once; the choice is remembered in this browser. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const current = isLocale(i18n.language) ? i18n.language : 'en';
  const label = t('account.languageLabel');
  return (
    <div className="settings-field">
      <span>{label}</span>
      <Picker
        label={label}
        options={locales.map((locale) => ({ value: locale, label: localeNames[locale], keywords: [locale] }))}
        value={current}
        onChange={(value) => {
          if (isLocale(value)) void setLocale(value);
        }}
        searchPlaceholder={tc('picker.search')}
        emptyText={tc('picker.noMatches')}
        width={200}
      >
        <PickerTrigger aria-label={`${label}: ${localeNames[current]}`} lang={current}>
          {localeNames[current]}
        </PickerTrigger>
      </Picker>
    </div>
  );
}
