import { randomUUID } from 'node:crypto';
import { type BoardDto, collabName } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { collabDocuments } from '../../db/schema/index.js';
import type { ApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { openCollab, until } from '../../test/collab-client.js';
import { listenForSockets } from '../../test/socket-client.js';
import { createTasksWorld, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';

// A board's drawing is the collaboration document `board:<id>` (Y.Map `elements`), opened over the
// real socket with each person's session: the orbit's visibility decides, as on the board's routes.

let t: TestApp;
let url: string;
let w: TasksWorld;

beforeAll(async () => {
  t = await buildTestApp();
  url = await listenForSockets(t);
  w = await createTasksWorld(t);
});
afterAll(() => t.close());

async function makeBoard(client: ApiClient, orbitId: string): Promise<BoardDto> {
  const res = await client.post(`${w.base}/boards`, { clientId: randomUUID(), orbitId, title: 'Sketch' });
  expect(res.statusCode).toBe(201);
  return res.json();
}
const shapes = (doc: Y.Doc) => [...doc.getMap<{ id: string }>('elements').keys()].sort();
const draw = (doc: Y.Doc, id: string) =>
  doc.getMap('elements').set(id, { id, type: 'rectangle', version: 1, versionNonce: 1 });

describe('board drawings', () => {
  it('two people drawing see each other’s shapes; the drawing is stored and goes with the board', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const board = await makeBoard(w.people.member.client, orbit.id);
    const name = collabName('board', board.id);
    const a = openCollab(url, w.people.owner.client, name);
    const b = openCollab(url, w.people.member.client, name);
    await Promise.all([a.synced, b.synced]);
    draw(a.doc, 'from-a');
    draw(b.doc, 'from-b');
    await until(() => shapes(a.doc).length === 2 && shapes(b.doc).length === 2, 'both shapes on both sides');
    expect(shapes(a.doc)).toEqual(['from-a', 'from-b']);
    a.close();
    b.close();
    await until(async () => {
      const rows = await t.database.db.select().from(collabDocuments).where(eq(collabDocuments.name, name));
      return rows.length === 1;
    }, 'the drawing stored');
    const again = openCollab(url, w.people.admin.client, name);
    await again.synced;
    await until(() => shapes(again.doc).length === 2, 'the drawing there again');
    again.close();

    await w.people.member.client.delete(`${w.base}/boards/${board.id}`);
    expect((await w.people.member.client.delete(`${w.base}/boards/${board.id}/permanent`)).statusCode).toBe(
      204,
    );
    const rows = await t.database.db.select().from(collabDocuments).where(eq(collabDocuments.name, name));
    expect(rows).toEqual([]);
  });

  it('refuses another workspace, a guest outside the orbit and a board that does not exist', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const board = await makeBoard(w.people.owner.client, orbit.id);
    const name = collabName('board', board.id);
    for (const client of [w.stranger.client, w.people.guest.client]) {
      const refused = openCollab(url, client, name);
      await expect(refused.synced).rejects.toThrow('forbidden');
      refused.close();
    }
    const none = openCollab(url, w.people.owner.client, collabName('board', 'nosuchboard000000000'));
    await expect(none.synced).rejects.toThrow('forbidden');
    none.close();
  });

  it('a member removed from a private orbit is disconnected at once; a board in Trash is read-only', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client, {
      visibility: 'private',
      memberIds: [w.people.member.user.id],
    });
    const board = await makeBoard(w.people.owner.client, orbit.id);
    const name = collabName('board', board.id);
    const member = openCollab(url, w.people.member.client, name);
    await member.synced;
    await w.people.owner.client.delete(`${w.base}/orbits/${orbit.id}/members/${w.people.member.user.id}`);
    await until(() => member.refusals.includes('access_lost'), 'the removed member disconnected');
    member.close();

    await w.people.owner.client.delete(`${w.base}/boards/${board.id}`);
    // Opened while the board is in Trash: it reads, and what it draws is not kept.
    const trashed = openCollab(url, w.people.owner.client, name);
    await trashed.synced;
    draw(trashed.doc, 'after-trash');
    trashed.close();
    // The marker: once restored, a new shape goes through, and arrives after any earlier one would have.
    await w.people.owner.client.post(`${w.base}/boards/${board.id}/restore`);
    const writer = openCollab(url, w.people.owner.client, name);
    await writer.synced;
    draw(writer.doc, 'after-restore');
    const late = openCollab(url, w.people.owner.client, name);
    await late.synced;
    await until(() => shapes(late.doc).includes('after-restore'), 'the shape after the restore arrived');
    expect(shapes(late.doc)).toEqual(['after-restore']);
    for (const client of [writer, late]) client.close();
  });
});
