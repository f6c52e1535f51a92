import { type InterfaceLocale, interfaceLocales } from '@orbit/shared/locales';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Interface languages; each has one JSON file per namespace in src/locales/<lng>/<ns>.json. The list
 * is shared with the server, which writes default content (statuses, templates) in them.
 */
export const locales = interfaceLocales;
export type Locale = InterfaceLocale;
export const localeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
};

type Bundle = Record<string, unknown>;

// English ships as the fallback; other languages load on demand. Only the strings every page may show
// are in the first bundle; the sign-in pages' (auth) load with their code (features/auth/authStrings.ts,
// see addEnglishStrings), and the signed-in app's (tasks, chat, inbox…) come in one chunk that
// `requireLogin` waits for (loadAppStrings), so neither weighs on the other's first download.
const english = import.meta.glob<Bundle>('../../locales/en/{common,sync,theme,dates}.json', {
  eager: true,
  import: 'default',
});
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

/** The language the interface shows now: sent when the server makes content for this person. */
export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : 'en';
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

let appStrings: Promise<void> | null = null;

/** The English strings of the signed-in app (see above), added once; a failed fetch is tried again next time. */
export function loadAppStrings(): Promise<void> {
  appStrings ??= import('./appStrings')
    .then(({ appEnglish }) => {
      for (const [file, bundle] of Object.entries(appEnglish)) {
        i18next.addResourceBundle('en', namespaceOf(file), bundle, true, false);
      }
    })
    .catch((error: unknown) => {
      appStrings = null;
      throw error;
    });
  return appStrings;
}

/**
 * Adds English strings that load with the code that shows them rather than in the first strings
 * chunks (`import.meta.glob` of their JSON, eager, in a `…Strings.ts` module beside that code, which
 * each module reading the namespace imports): a namespace the dashboard's first screen does not draw
 * (the sign-in pages', settings, documents, search…) does not weigh on its first download. Other languages load every
 * namespace with the rest of theirs (loadBundles).
 */
export function addEnglishStrings(files: Record<string, unknown>): void {
  for (const [file, bundle] of Object.entries(files)) {
    i18next.addResourceBundle('en', namespaceOf(file), bundle, true, false);
  }
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
