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
    // Through Vite, so the alias above reaches the imports inside Hocuspocus's own files too.
    server: { deps: { inline: [/@hocuspocus\//] } },
  },
});
