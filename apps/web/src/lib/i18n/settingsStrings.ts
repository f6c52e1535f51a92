import { addEnglishStrings } from './i18n';

// The English strings of the settings dialog and of the account sections it shares with onboarding (a
// profile's picture, e-mail, password, sessions) travel with their code, not in the signed-in app's first
// strings chunk (appStrings.ts). Here rather than in a feature: auth, account and settings all read them.
addEnglishStrings(import.meta.glob('../../locales/en/settings.json', { eager: true, import: 'default' }));
