import type { ChangeDto, LiveChangeDto } from '@orbit/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../lib/api/apiClient';
import { LocalDb } from '../../lib/localDb';
import { syncDbFor } from '../../lib/syncDb';
import { WorkspaceSession } from './workspaceSession';

const workspaceId = 'w1';
const label = (seq: number, name = `L${seq}`): LiveChangeDto => ({
  workspaceId,
  seq,
  entity: 'label',
  op: 'upsert',
  id: `label${seq}`,
  data: { id: `label${seq}`, clientId: null, workspaceId, name, color: 'blue', seq },
});

/** A server that answers bootstrap and changes?after from its log, and counts the catch-ups. */
function fakeServer(log: LiveChangeDto[]) {
  const calls: string[] = [];
  const head = () => Math.max(0, ...log.map((c) => c.seq));
  const request = (async (path: string, options?: { schema?: { parse(v: unknown): unknown } }) => {
    calls.push(path);
    const after = /changes\?after=(\d+)/.exec(path);
    const body = after
      ? { seq: head(), reset: false, changes: log.filter((c) => c.seq > Number(after[1])) }
      : { seq: head(), orbits: [], lists: [], items: [], labels: [], views: [], favorites: [], members: [] };
    return options?.schema ? options.schema.parse(body) : body;
  }) as ApiRequest;
  return { request, calls, log };
}

let db: LocalDb;
beforeEach(async () => {
  db = new LocalDb(`session-${crypto.randomUUID()}`);
  await db.open();
});

const session = (request: ApiRequest) =>
  new WorkspaceSession({
    db,
    request,
    scope: { workspaceId, meId: 'me' },
    org: () => 'acme',
    confirmDelayMs: null,
  });

describe('WorkspaceSession', () => {
  it('moves the cursor over contiguous live events at once, and never past a gap until confirmed', async () => {
    const server = fakeServer([]);
    const s = session(server.request);
    await s.catchUp();
    expect(s.confirmed).toBe(0);

    server.log.push(label(1), label(2));
    s.receive(label(1));
    s.receive(label(2));
    await s.settle();
    expect(s.confirmed).toBe(2);
    expect(server.calls.filter((c) => c.includes('changes'))).toEqual([]);

    // Seq 3 is lost on the way; 4 arrives: applied, but the cursor stays below the gap.
    server.log.push(label(3), label(4));
    s.receive(label(4));
    await s.settle();
    expect(await db.lists.get('label4')).toBeDefined();
    expect(await db.lists.get('label3')).toBeUndefined();
    expect(s.confirmed).toBe(2);
    expect((await syncDbFor(db.name).cursors.get(workspaceId))?.seq).toBe(2);

    // The confirm asks from the cursor and fills the gap.
    await s.confirm();
    await s.settle();
    expect(server.calls.at(-1)).toContain('changes?after=2');
    expect(await db.lists.get('label3')).toBeDefined();
    expect(s.confirmed).toBe(4);
  });

  it("moves the cursor over a live event whose `since` it has reached, across other rooms' numbers", async () => {
    const server = fakeServer([]);
    const s = session(server.request);
    await s.catchUp();
    // 10 and 14 are mine; 11–13 went to rooms I am not in. 14 says: nothing of mine after 10.
    server.log.push(label(10), label(14));
    s.receive({ ...label(10), since: 0 });
    s.receive({ ...label(14), since: 10 });
    await s.settle();
    expect(s.confirmed).toBe(14);
    expect(s.proven).toBe(2);
    expect(server.calls.filter((c) => c.includes('changes'))).toEqual([]);
  });

  it('waits for the event a `since` names: proven when it arrives, in any order', async () => {
    const server = fakeServer([]);
    const s = session(server.request);
    await s.catchUp();
    server.log.push(label(20), label(25));
    // 25 arrives first: its since (20) is above the cursor and not applied yet.
    s.receive({ ...label(25), since: 20 });
    await s.settle();
    expect(s.confirmed).toBe(0);
    s.receive({ ...label(20), since: 0 });
    await s.settle();
    expect(s.confirmed).toBe(25);
  });

  it('a `since` naming an event that never came leaves a gap for the confirm to fill', async () => {
    const server = fakeServer([]);
    const s = session(server.request);
    await s.catchUp();
    server.log.push(label(30), label(31), label(40));
    s.receive({ ...label(30), since: 0 });
    // 31 is lost; 40 names it.
    s.receive({ ...label(40), since: 31 });
    await s.settle();
    expect(s.confirmed).toBe(30);
    expect(await db.lists.get('label31')).toBeUndefined();
    await s.confirm();
    await s.settle();
    expect(server.calls.at(-1)).toContain('changes?after=30');
    expect(await db.lists.get('label31')).toBeDefined();
    expect(s.confirmed).toBe(40);
  });

  it('after a reload starts from the stored cursor, not from scratch', async () => {
    const server = fakeServer([label(1)]);
    const first = session(server.request);
    await first.catchUp();
    expect(first.confirmed).toBe(1);
    first.dispose();

    server.log.push(label(2));
    const second = session(server.request);
    await second.catchUp();
    expect(server.calls.at(-1)).toContain('changes?after=1');
    expect(second.confirmed).toBe(2);
  });

  it('a delete leaves a tombstone: a late upsert with a lower seq does not bring the row back', async () => {
    const server = fakeServer([label(1)]);
    const s = session(server.request);
    await s.catchUp();
    const gone: ChangeDto = { workspaceId, seq: 5, entity: 'label', op: 'delete', id: 'label1', data: null };
    s.receive(gone);
    s.receive({ ...label(1, 'late'), seq: 3 });
    await s.settle();
    expect(await db.lists.get('label1')).toBeUndefined();
    s.receive({ ...label(1, 'again'), seq: 6 });
    await s.settle();
    expect((await db.lists.get('label1'))?.name).toBe('again');
  });
});
