import { defineConfig } from 'vitest/config';

// One run over every workspace; each project keeps its own config (environment, global setup).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
