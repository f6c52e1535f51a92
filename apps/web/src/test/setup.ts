import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18next, initI18n } from '../lib/i18n/i18n';

// Every component test renders real English strings; a key with no translation fails the test.
await initI18n('en');
i18next.options.saveMissing = true;
i18next.options.missingKeyHandler = (_lngs, ns, key) => {
  throw new Error(`Missing translation: ${ns}:${key}`);
};

// Testing Library only cleans up by itself when test globals are on; they are not here.
afterEach(cleanup);
