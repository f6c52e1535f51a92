import { addEnglishStrings } from '../../lib/i18n/i18n';

// The attachments' English strings travel with their code (a task's attachments, chat's composer), not in
// the signed-in app's first strings chunk (lib/i18n/appStrings.ts).
addEnglishStrings(import.meta.glob('../../locales/en/attachments.json', { eager: true, import: 'default' }));
