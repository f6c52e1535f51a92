// The signed-in app's English strings, one chunk fetched by loadAppStrings (i18n.ts) after sign-in.
// Not the first bundle's (i18n.ts), nor those that load with the code that shows them
// (addEnglishStrings): the sign-in pages', the boards', documents', attachments', search's, the
// plans', the settings dialog's and the components gallery's.
export const appEnglish = import.meta.glob<Record<string, unknown>>(
  [
    '../../locales/en/*.json',
    '!../../locales/en/{common,sync,theme,dates}.json',
    '!../../locales/en/{auth,boards,documents,attachments,search,plans,settings,workspaceSettings,gallery}.json',
  ],
  { eager: true, import: 'default' },
);
