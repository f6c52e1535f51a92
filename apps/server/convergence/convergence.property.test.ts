import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../src/test/build-test-app.js';
import { createWorld, runSeed, type World } from './convergence.js';

// Seeds and steps per seed: CI runs a dozen (about 2 s each here); CONVERGENCE_SEEDS / CONVERGENCE_STEPS
// (or scripts/bench/sync-convergence.bench.mjs, which splits thousands of seeds over workers) run more.
// CONVERGENCE_FIRST_SEED starts the range elsewhere; CONVERGENCE_KEEP_GOING=1 runs every seed and
// reports the failing ones at the end instead of stopping at the first. CONVERGENCE_SEED=n replays one
// seed (with CONVERGENCE_DEBUG=1 a failure also prints the workspace's change log).
const seeds = Number(process.env.CONVERGENCE_SEEDS ?? 12);
const steps = Number(process.env.CONVERGENCE_STEPS ?? 14);
const first = Number(process.env.CONVERGENCE_FIRST_SEED ?? 1);
const keepGoing = process.env.CONVERGENCE_KEEP_GOING === '1';
const only = process.env.CONVERGENCE_SEED;
/**
 * Seeds that long runs found diverging once, replayed in every run: 1156 (a star lost on a task moved
 * out of sight and back), 1353 (a task kept after its orbit was lost), 128 and 599 (a draft and read
 * marker not sent again with a conversation seen again).
 */
const foundSeeds = [128, 599, 1156, 1353];
/** The bench's: one line per seed run (`seed ok|failed proven`), so a long run shows its progress. */
const progressFile = process.env.CONVERGENCE_PROGRESS_FILE;

describe('sync convergence (real server, real client sync code)', () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await buildTestApp();
    world = await createWorld(t);
  });
  afterAll(async () => {
    for (const person of world?.people ?? []) person.socket.close();
    await t?.close();
  });

  it(
    only ? `seed ${only}` : `${seeds} seeded runs: every client's store equals a fresh bootstrap`,
    async () => {
      const list = only
        ? [Number(only)]
        : [...Array.from({ length: seeds }, (_, i) => first + i), ...(only || first !== 1 ? [] : foundSeeds)];
      // Every server row must match its shared schema: a row the client cannot read would be healed
      // by a bootstrap and hide here, so the warning it prints fails the run.
      const warn = vi.spyOn(console, 'warn');
      let proven = 0;
      let notifications = 0;
      let calls = 0;
      const changes = new Map<string, number>();
      const failures: string[] = [];
      for (const seed of list) {
        const result = await runSeed(world, seed, steps);
        if (progressFile) {
          appendFileSync(
            progressFile,
            `${seed} ${result.ok ? 'ok' : 'failed'} ${result.ok ? result.proven : 0}\n`,
          );
        }
        if (result.ok) proven += result.proven;
        if (result.ok) notifications += result.notifications;
        if (result.ok) calls += result.calls;
        if (result.ok) {
          for (const [entity, n] of Object.entries(result.changes))
            changes.set(entity, (changes.get(entity) ?? 0) + n);
        } else if (keepGoing) failures.push(result.message);
        else expect.fail(result.message);
      }
      // One line the bench reads: how many seeds ran, how many converged, how many events were proven.
      console.log(
        `convergence: seeds ${list[0]}..${list.at(-1)} × ${steps} steps: ${list.length - failures.length}/${list.length} converged; ${proven} live events proven; ${notifications} notifications compared; ${calls} calls compared`,
      );
      const byEntity = [...changes].sort(([a], [b]) => (a < b ? -1 : 1));
      console.log(
        `convergence: changes logged by entity: ${byEntity.map(([e, n]) => `${e} ${n}`).join(', ')}`,
      );
      expect(failures).toEqual([]);
      expect(warn.mock.calls.filter(([message]) => String(message).includes('could not be'))).toEqual([]);
      // The fast path ran: live events moved cursors without asking the server.
      expect(proven).toBeGreaterThan(0);
      // The inbox was in the game: notifications were raised, marked and compared.
      if (!only) expect(notifications).toBeGreaterThan(0);
      // So were calls, and every other entity the script writes (each is in the stores compared).
      if (!only) expect(calls).toBeGreaterThan(0);
      if (!only) {
        const written = ['group', 'memberStatus', 'board', 'document', 'label', 'view', 'list', 'call'];
        expect(written.filter((entity) => !changes.get(entity))).toEqual([]);
      }
    },
    Number(process.env.CONVERGENCE_TIMEOUT_MS ?? 600_000),
  );
});
