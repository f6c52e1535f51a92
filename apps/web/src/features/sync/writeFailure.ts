import type { ApiRequestError } from '../../lib/api/ApiRequestError';
import type { FailedWrite, OutboxEntry } from './outboxRecords';

/** The browser refused to store a write: its storage quota is used up. Nothing was applied. */
export class OutboxStorageFullError extends Error {
  override name = 'OutboxStorageFullError';
  constructor() {
    super('The browser storage is full; the change was not saved.');
  }
}

/** IndexedDB's quota error, as the browser or Dexie (which wraps it, sometimes in an abort) gives it. */
export function isStorageFull(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    const { name, inner } = e as { name?: unknown; inner?: unknown };
    if (name === 'QuotaExceededError') return true;
    e = inner;
  }
  return false;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** What the write was about, in the person's words: the task's title or the row's name. */
function labelOf(entry: OutboxEntry): string | null {
  const body = entry.body as { title?: unknown; name?: unknown } | undefined;
  const rows = [...entry.effects.map((e) => e.after), ...entry.snapshots.map((s) => s.before)];
  for (const row of [body, ...rows]) {
    const label = text(row?.title) ?? text(row?.name);
    if (label) return label;
  }
  return null;
}

/** The record kept for the person: what, why (the server's message when it sent one) and when. */
export function describeWrite(entry: OutboxEntry, error: ApiRequestError): FailedWrite {
  const body = error.body as { message?: unknown } | undefined;
  return {
    id: entry.id,
    workspaceId: entry.scope.workspaceId,
    meId: entry.scope.meId,
    method: entry.method,
    label: labelOf(entry),
    status: error.status,
    message: text(body?.message),
    failedAt: Date.now(),
  };
}
