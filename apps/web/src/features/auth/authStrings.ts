import { addEnglishStrings } from '../../lib/i18n/i18n';

// The sign-in, sign-up, onboarding and invitation pages' English strings travel with their code, not in
// the first bundle that every page loads (lib/i18n/i18n.ts): the dashboard draws none of them.
addEnglishStrings(import.meta.glob('../../locales/en/auth.json', { eager: true, import: 'default' }));
