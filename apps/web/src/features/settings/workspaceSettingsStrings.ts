import { addEnglishStrings } from '../../lib/i18n/i18n';

// The settings dialog's Workspace tab's English strings travel with its code, not in the signed-in app's
// first strings chunk (lib/i18n/appStrings.ts).
addEnglishStrings(
  import.meta.glob('../../locales/en/workspaceSettings.json', { eager: true, import: 'default' }),
);
