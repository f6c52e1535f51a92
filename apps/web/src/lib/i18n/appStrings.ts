// The signed-in app's English strings, one chunk fetched by loadAppStrings (i18n.ts) after sign-in.
export const appEnglish = import.meta.glob<Record<string, unknown>>(
  ['../../locales/en/*.json', '!../../locales/en/{common,auth,sync,theme,dates,boards}.json'],
  { eager: true, import: 'default' },
);
