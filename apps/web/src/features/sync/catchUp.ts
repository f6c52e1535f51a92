import { bootstrapSchema, changesResultSchema } from '@orbit/shared';
import type { ApiRequest } from '../../lib/api/apiClient';
import type { LocalDb } from '../../lib/localDb';
import { applyBootstrap, applyChanges, type SyncScope } from './applyChanges';

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
 * Brings IndexedDB up to date: the changes after `after`, or a full bootstrap when there is no
 * `after` or the server says the log no longer reaches back that far. Returns the new sequence.
 */
export async function catchUp({ db, request, scope, org, after, signal }: CatchUpOptions): Promise<number> {
  const base = `/api/orgs/${encodeURIComponent(org)}/sync`;
  if (after !== undefined) {
    const answer = await request(`${base}/changes?after=${after}`, { schema: changesResultSchema, signal });
    if (!answer.reset) {
      await applyChanges(db, scope, answer.changes);
      return Math.max(after, answer.seq);
    }
  }
  const boot = await request(`${base}/bootstrap`, { schema: bootstrapSchema, signal });
  await applyBootstrap(db, scope, boot);
  return boot.seq;
}
