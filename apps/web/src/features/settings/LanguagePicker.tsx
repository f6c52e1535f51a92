import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, localeNames, locales, setLocale } from '../../lib/i18n/i18n';

/** Switches the interface language at once; the choice is remembered in this browser. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('settings');
  const id = useId();
  return (
    <div className="settings-field">
      <label htmlFor={id}>{t('account.languageLabel')}</label>
      <select
        id={id}
        value={isLocale(i18n.language) ? i18n.language : 'en'}
        onChange={(event) => {
          if (isLocale(event.target.value)) void setLocale(event.target.value);
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
