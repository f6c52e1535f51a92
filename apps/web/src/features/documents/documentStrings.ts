import { addEnglishStrings } from '../../lib/i18n/i18n';

// The documents' English strings travel with their code (the orbit page's menu, the document page, Trash, a
// task's documents), not in the signed-in app's first strings chunk (lib/i18n/appStrings.ts).
addEnglishStrings(import.meta.glob('../../locales/en/documents.json', { eager: true, import: 'default' }));
