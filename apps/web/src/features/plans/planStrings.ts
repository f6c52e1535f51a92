import { addEnglishStrings } from '../../lib/i18n/i18n';

// The plan chooser's and upsell's English strings travel with their code, not in the signed-in app's first
// strings chunk (lib/i18n/appStrings.ts).
addEnglishStrings(import.meta.glob('../../locales/en/plans.json', { eager: true, import: 'default' }));
