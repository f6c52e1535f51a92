// `npm test`: every gate a change must pass, in order: lint, the web app's layers, typecheck, unit and
// integration tests, production build, browser tests. Ends with one line of totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const steps = [
  ['lint', 'npx', ['biome', 'check', '.']],
  // The web app's layers (apps/web/.dependency-cruiser.cjs): a feature importing upward fails here.
  ['layers', 'node', ['scripts/layers.mjs']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  [
    'unit',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
  ],
  ['build', 'npm', ['run', 'build']],
  ['e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];
// With EXTERNAL_TEST_DATABASE_URL (CI sets it when a PostgreSQL answers), the parts of the server suite
// whose behaviour depends on the database server run once more against that server: the configuration a
// scaled-out install uses (several instances on one database, Redis between them). The rest of the suite
// sends the same SQL to either server, so running it twice would only double the time.
const external = process.env.EXTERNAL_TEST_DATABASE_URL;
if (external) {
  steps.push([
    'server-external',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      // Connections, migrations, reconnecting after the server restarts.
      'src/db/connect',
      'src/db/external-reconnect',
      // Job queues of several instances on one database.
      'src/jobs/',
      // The change log, catch-up and concurrent writers, and the socket fan-out between instances.
      'src/modules/sync/',
      'src/realtime/',
      '.redis.test.ts',
      'src/modules/collab/collab-relay',
      // The property test: clients converging on the server's state.
      'convergence/',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest-external.json`,
    ],
    { TEST_DATABASE_URL: external },
  ]);
}
const selected = steps.filter(([name]) => only.length === 0 || only.includes(name));

const started = Date.now();
let failedStep;
for (const [name, command, args, extraEnv] of selected) {
  const stepStart = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  console.log(
    `◀ ${name} ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - stepStart) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ['vitest.json', 'vitest-external.json']) {
  const vitest = readJson(path.join(reports, file));
  if (!vitest) continue;
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson(path.join(reports, 'playwright.json'));
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
console.log(
  `\n${failedStep ? `Step "${failedStep}" failed.` : 'All steps passed.'} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
if (failedStep && failed === 0) failed = 1;
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
