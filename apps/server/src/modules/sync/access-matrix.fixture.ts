import type { ChangeDto, ChangesResult } from '@orbit/shared';
import { expect } from 'vitest';
import type { ApiClient } from '../../test/api-client.js';
import { changesOf, type WatchedSocket, waitForChange } from '../../test/socket-client.js';

// The access matrix's checks (access-matrix*.test.ts): a change reaches a person live (their open
// socket) and after a catch-up (`changes?after` from before it, as a client offline meanwhile asks),
// and never reaches anyone outside its audience, by either path.

export type Expect = { entity: string; id: string; op: ChangeDto['op'] };
export const matches = (e: Expect) => (change: ChangeDto) =>
  change.entity === e.entity && change.id === e.id && change.op === e.op;

/** The workspace's current sequence number, as a client that is up to date holds it. */
export async function seqNow(client: ApiClient, base: string): Promise<number> {
  const boot = await client.get(`${base}/sync/bootstrap`);
  return boot.json().seq;
}

/** The last change a catch-up from `after` gives this person about the row. */
export async function lastWordAfter(
  client: ApiClient,
  base: string,
  after: number,
  entity: string,
  id: string,
) {
  const res = await client.get(`${base}/sync/changes?after=${after}`);
  expect(res.statusCode).toBe(200);
  const answer: ChangesResult = res.json();
  if (answer.reset) throw new Error('unexpected reset');
  return answer.changes.filter((change) => change.entity === entity && change.id === id).at(-1);
}

/** Live and after catch-up: the person ends on `expected` for that row. */
export async function hears(
  socket: WatchedSocket,
  since: number,
  client: ApiClient,
  base: string,
  after: number,
  expected: Expect,
): Promise<void> {
  await waitForChange(socket, matches(expected), since);
  const last = await lastWordAfter(client, base, after, expected.entity, expected.id);
  expect(last).toMatchObject(expected);
}

/**
 * Neither path brought this person anything about the row: after a later change they do see (`fence`,
 * made after the one under test, so their socket would have had the other first) has arrived, no
 * change about the row is among their socket's events since `since`, and a catch-up from `after` has
 * none either.
 */
export async function hearsNothing(
  socket: WatchedSocket,
  since: number,
  client: ApiClient,
  base: string,
  after: number,
  row: { entity: string; id: string },
  fence: (change: ChangeDto) => boolean,
): Promise<void> {
  await waitForChange(socket, fence, since);
  const about = (change: ChangeDto) => change.entity === row.entity && change.id === row.id;
  expect(changesOf(socket, since).filter(about)).toEqual([]);
  const res = await client.get(`${base}/sync/changes?after=${after}`);
  expect(res.statusCode).toBe(200);
  const answer: ChangesResult = res.json();
  if (answer.reset) throw new Error('unexpected reset');
  expect(answer.changes.filter(about)).toEqual([]);
}
