import { addEnglishStrings } from '../../lib/i18n/i18n';

// The components gallery's English strings (/gallery) travel with its code, not in the signed-in app's
// first strings chunk (lib/i18n/appStrings.ts).
addEnglishStrings(import.meta.glob('../../locales/en/gallery.json', { eager: true, import: 'default' }));
