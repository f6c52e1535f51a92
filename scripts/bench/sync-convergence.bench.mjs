// The sync convergence property at length: the same test as CI (apps/server/convergence), with many
// more seeds, split over workers (each its own vitest process and database) that run every seed of
// their range and report the failing ones. Prints seeds run and converged, live events proven, and
// the time per seed. CONVERGENCE_SEEDS (default 2,000), CONVERGENCE_STEPS (14, as CI),
// CONVERGENCE_WORKERS (2) and CONVERGENCE_FIRST_SEED (1) override the defaults. Uses the server
// suite's database (its embedded PostgreSQL, or TEST_DATABASE_URL).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ms } from './bench-figures.mjs';

const seeds = Number(process.env.CONVERGENCE_SEEDS ?? 2_000);
const steps = Number(process.env.CONVERGENCE_STEPS ?? 14);
const workers = Math.max(1, Number(process.env.CONVERGENCE_WORKERS ?? 2));
const firstSeed = Number(process.env.CONVERGENCE_FIRST_SEED ?? 1);
const root = fileURLToPath(new URL('../../', import.meta.url));
// Each worker appends a line per seed here (`seed ok|failed proven`): progress while it runs, and
// the figures even if a worker is stopped early.
const progressDir = mkdtempSync(join(tmpdir(), 'orbit-convergence-'));
const progressOf = (from) => join(progressDir, `seeds-${from}.txt`);

/** Every seed finished so far, over all workers. */
function progress() {
  const lines = ranges.flatMap(([from]) => {
    try {
      return readFileSync(progressOf(from), 'utf8').trim().split('\n').filter(Boolean);
    } catch {
      return [];
    }
  });
  const rows = lines.map((line) => line.split(' '));
  return {
    ran: rows.length,
    converged: rows.filter((row) => row[1] === 'ok').length,
    proven: rows.reduce((sum, row) => sum + Number(row[2] ?? 0), 0),
    failures: rows.filter((row) => row[1] !== 'ok').map((row) => Number(row[0])),
  };
}

/** One worker: a vitest process running seeds [from, from + count). */
function runWorker(from, count) {
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['vitest', 'run', '--project', 'server', 'apps/server/convergence/convergence.property.test.ts'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          CONVERGENCE_SEEDS: String(count),
          CONVERGENCE_STEPS: String(steps),
          CONVERGENCE_FIRST_SEED: String(from),
          CONVERGENCE_KEEP_GOING: '1',
          CONVERGENCE_PROGRESS_FILE: progressOf(from),
          // About 2 s a seed on a quiet machine; a loaded one may take several times that.
          CONVERGENCE_TIMEOUT_MS: String(Math.max(600_000, count * 20_000)),
        },
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('close', (status) => {
      const line =
        /convergence: seeds \S+ × \d+ steps: (\d+)\/(\d+) converged; (\d+) live events proven/.exec(out);
      resolve({
        status,
        converged: line ? Number(line[1]) : 0,
        ran: line ? Number(line[2]) : 0,
        proven: line ? Number(line[3]) : 0,
        failures: [...out.matchAll(/seed (\d+): \w+'s store differs/g)].map((m) => Number(m[1])),
        out,
      });
    });
  });
}

const t0 = performance.now();
const per = Math.ceil(seeds / workers);
const ranges = Array.from({ length: workers }, (_, i) => [
  firstSeed + i * per,
  Math.min(per, seeds - i * per),
]).filter(([, count]) => count > 0);
const ticker = setInterval(() => {
  const now = progress();
  console.log(`  … ${now.ran}/${seeds} seeds, ${now.converged} converged (${ms(performance.now() - t0)})`);
}, 60_000);
const results = await Promise.all(ranges.map(([from, count]) => runWorker(from, count)));
clearInterval(ticker);
const elapsed = performance.now() - t0;
const { ran, converged, proven, failures } = progress();
// A worker that ran nothing failed to start: show why.
if (ran < seeds)
  for (const result of results) if (result.status !== 0) process.stdout.write(result.out.slice(-4_000));
console.log(`sync convergence: ${seeds} seeds × ${steps} steps over ${ranges.length} workers`);
console.log(
  `  ran ${ran}, converged ${converged}${failures.length ? `, failed seeds: ${failures.join(', ')}` : ''}`,
);
console.log(`  live events proven without a catch-up: ${proven}`);
console.log(
  `  total ${ms(elapsed)}, ${ms(elapsed / Math.max(ran, 1))} per seed (start-up included, workers in parallel)`,
);
process.exitCode = ran === seeds && converged === seeds ? 0 : 1;
