import 'fake-indexeddb/auto';
import { i18next, initI18n } from '../lib/i18n/i18n';

// Every component test renders real English strings; a key with no translation fails the test.
await initI18n('en');
i18next.options.saveMissing = true;
i18next.options.missingKeyHandler = (_lngs, ns, key) => {
  throw new Error(`Missing translation: ${ns}:${key}`);
};
