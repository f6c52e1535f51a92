import { defineConfig } from 'vitest/config';

// One run over every workspace; each project keeps its own config (environment, global setup).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Most server tests wait on PostgreSQL, sockets and timers rather than the CPU, so even a two-core
    // machine runs three files at once to advantage (vitest's default there is one: 14 min against 10).
    maxWorkers: 3,
  },
});
