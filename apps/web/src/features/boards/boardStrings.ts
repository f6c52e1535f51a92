import i18next from 'i18next';

// The boards' English strings travel with the boards' code (the orbit page, Trash, the board page),
// not in the signed-in app's first strings chunk (lib/i18n/appStrings.ts), so the dashboard's first
// download does not grow with them. Other languages load with the rest of theirs (i18n.ts).
const english = import.meta.glob<Record<string, unknown>>('../../locales/en/boards.json', {
  eager: true,
  import: 'default',
});
for (const bundle of Object.values(english)) i18next.addResourceBundle('en', 'boards', bundle, true, false);
