import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog } from '../../db/schema/index.js';
import type { SocketServer } from '../../realtime/socket-server.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, createWorkspace } from '../../test/factories.js';
import { testLogger } from '../../test/test-logger.js';
import { withChanges } from './with-changes.js';

type Emitted = { room: string; event: string; payload: unknown };

/** An io that only records what would have been sent where. */
function recordingIo(emitted: Emitted[]): SocketServer {
  const fake = {
    to: (room: string) => ({
      emit: (event: string, payload: unknown) => {
        emitted.push({ room, event, payload });
        return true;
      },
    }),
  };
  return fake as unknown as SocketServer;
}

describe('withChanges', () => {
  let t: TestApp;
  let workspaceId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    workspaceId = (await createWorkspace(t.database.db, await createUser(t.database.db))).id;
  });
  afterAll(() => t.close());

  it('numbers changes in the order they are recorded and emits them to their rooms only after commit', async () => {
    const emitted: Emitted[] = [];
    const ctx = { db: t.database.db, io: recordingIo(emitted), logger: testLogger };
    let seenInside = -1;
    const userId = randomUUID();
    const seqs = await withChanges(ctx, async (_tx, changes) => {
      const a = await changes.record({
        workspaceId,
        entity: 'item',
        op: 'upsert',
        id: 'a',
        orbitId: 'o1',
        data: { n: 1 },
      });
      const b = await changes.record({
        workspaceId,
        entity: 'view',
        op: 'upsert',
        id: 'b',
        userId,
        data: { n: 2 },
      });
      const c = await changes.record({ workspaceId, entity: 'label', op: 'delete', id: 'c', data: null });
      seenInside = emitted.length;
      return [a.seq, b.seq, c.seq];
    });
    expect(seenInside).toBe(0);
    const first = seqs[0] ?? 0;
    expect(seqs).toEqual([first, first + 1, first + 2]);
    expect(emitted.map((e) => [e.room, e.event])).toEqual([
      ['orbit:o1', 'sync.change'],
      [`user:${userId}`, 'sync.change'],
      [`org:${workspaceId}`, 'sync.change'],
    ]);
    expect(emitted[0]?.payload).toEqual({
      workspaceId,
      seq: first,
      entity: 'item',
      op: 'upsert',
      id: 'a',
      data: { n: 1 },
    });
    const next = await withChanges(ctx, (_tx, changes) =>
      changes.record({ workspaceId, entity: 'label', op: 'upsert', id: 'd', data: {} }),
    );
    expect(next.seq).toBe(first + 3);
  });

  it('a failing transaction emits nothing and leaves no log rows; later numbers are higher', async () => {
    const emitted: Emitted[] = [];
    const ctx = { db: t.database.db, io: recordingIo(emitted), logger: testLogger };
    const before = await withChanges(ctx, (_tx, changes) =>
      changes.record({ workspaceId, entity: 'label', op: 'upsert', id: 'before', data: {} }),
    );
    emitted.length = 0;
    await expect(
      withChanges(ctx, async (_tx, changes) => {
        await changes.record({ workspaceId, entity: 'item', op: 'upsert', id: 'x', data: {} });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(emitted).toEqual([]);
    const after = await withChanges(ctx, (_tx, changes) =>
      changes.record({ workspaceId, entity: 'label', op: 'upsert', id: 'after', data: {} }),
    );
    expect(after.seq).toBeGreaterThan(before.seq);
    const rows = await t.database.db.select().from(changeLog).where(eq(changeLog.entityId, 'x'));
    expect(rows).toEqual([]);
  });
});
