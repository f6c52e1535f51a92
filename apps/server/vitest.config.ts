import { configDefaults, defineConfig } from 'vitest/config';
import { hocuspocusAlias } from '../../hocuspocus-alias.js';

export default defineConfig({
  resolve: { conditions: ['source'], alias: hocuspocusAlias },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    // convergence/: the property test that drives the web app's sync code against this server.
    include: ['src/**/*.test.ts', 'convergence/**/*.test.ts'],
    // The reconnect test needs an external PostgreSQL (TEST_DATABASE_URL): `npm test` runs it in the
    // server-external pass; without one it is left out rather than reported as skipped.
    exclude: process.env.TEST_DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, 'src/db/external-reconnect.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each worker keeps the modules it loaded from one file to the next instead of importing the whole
    // server again for every file (its own database, app and sockets stay per file, test-database.ts):
    // the suite went from 209 s to 116 s on the idle 2-core machine, 207 s of it importing. The server
    // code keeps no per-test state in its modules (nothing here mocks a module or stubs a global).
    isolate: false,
    // Through Vite, so the alias above reaches the imports inside Hocuspocus's own files too.
    server: { deps: { inline: [/@hocuspocus\//] } },
  },
});
