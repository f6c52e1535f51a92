import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

/**
 * `issued`: the last change sequence number handed out when the reading was taken. `settled`: a
 * number up to which every change has committed or rolled back (a reader whose cursor stops there
 * never passes a number that commits later); null while this process knows none yet.
 */
export type SeqHorizon = { issued: number; settled: number | null };

/** A reading whose `issued` is settled once every id in `running` has finished. */
type Pending = { issued: number; running: readonly bigint[] };

type Reading = { issued: number; xmax: bigint; xip: ReadonlySet<bigint>; running: readonly bigint[] };

type State = { settled: number | null; pending: Pending[] };

/** Readings waiting to be proven settled; older ones are dropped past this (only progress is lost). */
const maxPending = 64;

/** Per database (a process may serve several, as the tests do). */
const states = new WeakMap<Database, State>();

/** Whether transaction `xid` had finished when this reading's snapshot was taken. */
const finishedBy = (reading: Reading, xid: bigint) => xid < reading.xmax && !reading.xip.has(xid);

/**
 * Folds a new reading into what this process knows: every earlier reading whose running transactions
 * have all finished by this reading's snapshot is settled. Readings may arrive in any order: a
 * snapshot taken before a transaction finished never counts it as finished.
 */
function learn(state: State, reading: Reading): void {
  const settle = (issued: number) => {
    state.settled = Math.max(state.settled ?? issued, issued);
  };
  state.pending = state.pending.filter((earlier) => {
    if (!earlier.running.every((xid) => finishedBy(reading, xid))) return true;
    settle(earlier.issued);
    return false;
  });
  if (reading.running.length === 0) settle(reading.issued);
  else
    state.pending = [...state.pending, { issued: reading.issued, running: reading.running }].slice(
      -maxPending,
    );
}

/**
 * One reading of `change_seq_reading()` (migration 0008), a single round trip that waits for nobody:
 * writers take no shared lock, readers never wait for writers. The settled horizon lags the last
 * number issued by about the length of the writes running; a catch-up sends what committed beyond it
 * too, and the client applies those again harmlessly next time.
 */
export async function readSeqHorizon(db: Database): Promise<SeqHorizon> {
  const result = await db.execute<{ issued: string; xmax: string; xip: string[]; running: string[] }>(
    sql`select issued, xmax, xip, running from change_seq_reading()`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('readSeqHorizon: no reading');
  const reading: Reading = {
    issued: Number(row.issued),
    xmax: BigInt(row.xmax),
    xip: new Set(row.xip.map(BigInt)),
    running: row.running.map(BigInt),
  };
  const state = states.get(db) ?? { settled: null, pending: [] };
  states.set(db, state);
  learn(state, reading);
  return { issued: reading.issued, settled: state.settled };
}

/**
 * A settled horizon, reading again (every few milliseconds, up to `maxWaitMs`) until this process
 * knows one: only a process that has just started, with writes running, has to wait.
 */
export async function settledSeqHorizon(db: Database, maxWaitMs: number): Promise<number> {
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const { settled } = await readSeqHorizon(db);
    if (settled !== null) return settled;
    if (Date.now() >= deadline) throw new Error('settledSeqHorizon: writes kept running');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
