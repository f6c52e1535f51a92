import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetFirstContent } from '../lib/firstContent';
import { i18next, initI18n, loadAppStrings } from '../lib/i18n/i18n';

// Every component test renders real English strings; a key with no translation fails the test.
await initI18n('en');
await loadAppStrings();
i18next.options.saveMissing = true;
i18next.options.missingKeyHandler = (_lngs, ns, key) => {
  throw new Error(`Missing translation: ${ns}:${key}`);
};

// The frame's extras (chat's counts, presence, the inbox badge) wait for a page's first content in the
// app; a component test starts with them live, and lib/firstContent.test.ts tests the waiting.
beforeEach(() => resetFirstContent('live'));

// Testing Library only cleans up by itself when test globals are on; they are not here.
afterEach(cleanup);

// findBy… and waitFor wait up to 5 s (not 1 s): a lazily loaded part (the date picker's calendar, a
// dialog's chunk) can take longer than a second to arrive on a machine busy with other work. A test
// that passes is no slower; one that fails waits a little longer before saying so.
configure({ asyncUtilTimeout: 5_000 });
