import { addEnglishStrings } from '../../lib/i18n/i18n';

// The boards' English strings travel with the boards' code (the orbit page, Trash, the board page), not in
// the signed-in app's first strings chunk (lib/i18n/appStrings.ts), so the dashboard's first download does
// not grow with them.
addEnglishStrings(import.meta.glob('../../locales/en/boards.json', { eager: true, import: 'default' }));
