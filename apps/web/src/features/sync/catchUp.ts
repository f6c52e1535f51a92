import {
  type BootstrapDto,
  bootstrapClientIdsMax,
  bootstrapSchema,
  changesResultSchema,
} from '@orbit/shared';
import type { ApiRequest } from '../../lib/api/apiClient';
import { firstContentDrawn } from '../../lib/firstContent';
import { traceLoadStep } from '../../lib/loadTrace';
import type { LocalDb } from '../../lib/localDb';
import { applyBootstrap } from './applyBootstrap';
import { applyChanges, type SyncScope, UnreadableRowError } from './applyChanges';
import { bootstrapRead, bootstrapStored } from './bootstrapPreview';
import { takeEarlyBootstrap } from './earlyBootstrap';

/** How long the whole answer waits for a first answer's rows to be drawn before it is asked for. */
export const wholeAnswerWaitMs = 1_000;

export type CatchUpOptions = {
  db: LocalDb;
  request: ApiRequest;
  scope: SyncScope;
  org: string;
  /** The last sequence applied for this workspace, if any. */
  after: number | undefined;
  signal?: AbortSignal;
};

/**
 * The changes applied, or false when one of their rows does not match its schema (a log entry an
 * older server wrote): nothing of the batch is stored then, and a bootstrap reads every row afresh.
 */
async function appliedAll(db: LocalDb, scope: SyncScope, changes: Parameters<typeof applyChanges>[2]) {
  try {
    await applyChanges(db, scope, changes);
    return true;
  } catch (error) {
    if (!(error instanceof UnreadableRowError)) throw error;
    console.warn('Orbit: a logged change could not be read; loading the workspace afresh.', error.message);
    return false;
  }
}

/**
 * The temporary ids of the tasks this device holds under them (creates still in the outbox): the
 * bootstrap sends a task's `clientId` only when asked for it, so the server row can replace the
 * optimistic one. Past the limit, the rest are replaced when their create is answered.
 */
async function heldTemporaryIds(db: LocalDb, workspaceId: string): Promise<string[]> {
  const ids = await db.items
    .filter((row) => row.workspaceId === workspaceId && String(row.id).includes('-'))
    .primaryKeys();
  return ids.slice(0, bootstrapClientIdsMax).map(String);
}

/** The bootstrap the entry module started (earlyBootstrap.ts), if it was answered well; else undefined. */
async function readEarly(answer: Promise<Response> | undefined) {
  const response = await answer?.catch(() => undefined);
  if (!response?.ok) {
    // Refused (an expired token, say): the ordinary request below refreshes and asks again.
    await response?.arrayBuffer().catch(() => undefined);
    return undefined;
  }
  const body: unknown = await response.json().catch(() => undefined);
  traceLoadStep('bootstrap-received');
  const parsed = bootstrapSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Brings IndexedDB up to date: the changes after `after`, or a full bootstrap when there is no
 * `after`, the server says the log no longer reaches back that far, or the changes say this person
 * was removed from the workspace meanwhile. Returns the new sequence.
 */
export async function catchUp({ db, request, scope, org, after, signal }: CatchUpOptions): Promise<number> {
  const base = `/api/orgs/${encodeURIComponent(org)}/sync`;
  if (after !== undefined) {
    const answer = await request(`${base}/changes?after=${after}`, { schema: changesResultSchema, signal });
    if (!answer.reset && (await appliedAll(db, scope, answer.changes))) {
      // Removed meanwhile (everything was just dropped) and perhaps back since: what they see now
      // comes whole from a bootstrap, which answers 404 if they are still out.
      const dropped = answer.changes.some((c) => c.entity === 'workspace' && c.op === 'delete');
      if (!dropped) return Math.max(after, answer.seq);
    }
  }
  const held = await heldTemporaryIds(db, scope.workspaceId);
  const query = held.length > 0 ? `?clientIds=${held.join(',')}` : '';
  // Nothing held for the workspace yet: screens draw from the answer while it is being stored.
  const fresh = after === undefined;
  let early = query === '' ? await readEarly(takeEarlyBootstrap(`${base}/bootstrap`)) : undefined;
  if (early?.partial) {
    // A first answer: every section but the tasks of other orbits. The page draws its rows from it;
    // the whole answer is asked for once they are drawn, and only that one is stored.
    if (fresh) bootstrapRead(scope.workspaceId, early);
    early = undefined;
    await firstContentDrawn(wholeAnswerWaitMs);
    traceLoadStep('whole-asked');
  }
  if (!early) traceLoadStep('bootstrap-asked');
  let boot: BootstrapDto;
  try {
    boot = early ?? (await request(`${base}/bootstrap${query}`, { schema: bootstrapSchema, signal }));
  } catch (error) {
    // A first answer shown and the whole one refused: nothing is held back for it any more.
    if (fresh) bootstrapStored(scope.workspaceId);
    throw error;
  }
  traceLoadStep('bootstrap-read');
  if (fresh) bootstrapRead(scope.workspaceId, boot);
  try {
    await applyBootstrap(db, scope, boot, { fresh });
  } finally {
    if (fresh) bootstrapStored(scope.workspaceId);
  }
  traceLoadStep('bootstrap-stored');
  return boot.seq;
}
