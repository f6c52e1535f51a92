import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Interface languages; each has one JSON file per namespace in src/locales/<lng>/<ns>.json. */
export const locales = ['en', 'de', 'fr', 'es', 'ja'] as const;
export type Locale = (typeof locales)[number];
export const localeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
};

type Bundle = Record<string, unknown>;

// English ships in the main bundle as the fallback; other languages load on demand.
const english = import.meta.glob<Bundle>('../../locales/en/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<Bundle>(['../../locales/*/*.json', '!../../locales/en/*.json'], {
  import: 'default',
});

function namespaceOf(file: string): string {
  return (
    file
      .split('/')
      .at(-1)
      ?.replace(/\.json$/, '') ?? 'common'
  );
}

export const namespaces = Object.keys(english).map(namespaceOf);

export function isLocale(value: string | null | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? '');
}

export function detectLocale(): Locale {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem('orbit-locale');
  if (isLocale(saved)) return saved;
  const browser = typeof navigator === 'undefined' ? 'en' : navigator.language.slice(0, 2);
  return isLocale(browser) ? browser : 'en';
}

async function loadBundles(locale: Locale): Promise<void> {
  if (locale === 'en') return;
  const files = Object.entries(others).filter(([file]) => file.includes(`/locales/${locale}/`));
  await Promise.all(
    files.map(async ([file, load]) => {
      i18next.addResourceBundle(locale, namespaceOf(file), await load(), true, true);
    }),
  );
}

export async function setLocale(locale: Locale): Promise<void> {
  await loadBundles(locale);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
  localStorage.setItem('orbit-locale', locale);
}

export async function initI18n(locale: Locale = detectLocale()): Promise<typeof i18next> {
  const resources = { en: Object.fromEntries(Object.entries(english).map(([f, b]) => [namespaceOf(f), b])) };
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources,
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (locale !== 'en') await setLocale(locale);
  return i18next;
}

export { i18next };
