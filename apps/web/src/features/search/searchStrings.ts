import { addEnglishStrings } from '../../lib/i18n/i18n';

// The search page's English strings travel with its code, not in the signed-in app's first strings chunk
// (lib/i18n/appStrings.ts).
addEnglishStrings(import.meta.glob('../../locales/en/search.json', { eager: true, import: 'default' }));
