import { randomUUID } from 'node:crypto';
import type { BoardDto } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipartBody } from '../attachments/attachments.fixture.js';
import { createTasksWorld, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';

/** The smallest PNG there is (1×1). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('boards', () => {
  let t: TestApp;
  let w: TasksWorld;
  beforeAll(async () => {
    t = await buildTestApp({ STORAGE_QUOTA_MB: '1' });
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  const make = async (client: ApiClient, orbitId: string, title = 'Sketch'): Promise<BoardDto> => {
    const res = await client.post(`${w.base}/boards`, { clientId: randomUUID(), orbitId, title });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const seqNow = async (client: ApiClient) => (await client.get(`${w.base}/sync/changes?after=0`)).json().seq;
  const changesAfter = async (client: ApiClient, seq: number) =>
    (await client.get(`${w.base}/sync/changes?after=${seq}`)).json().changes as {
      entity: string;
      op: string;
      id: string;
      data: BoardDto | null;
    }[];
  const putFile = (
    client: ApiClient,
    boardId: string,
    fileId: string,
    name: string,
    data: Buffer,
    type?: string,
  ) =>
    client.request({
      method: 'PUT',
      url: `${w.base}/boards/${boardId}/files/${fileId}`,
      ...multipartBody([{ name, data, type }]),
    });

  it('create (a retry answers the board made), rename, reorder: each a board upsert to the orbit', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const before = await seqNow(w.people.member.client);
    const clientId = randomUUID();
    const body = { clientId, orbitId: orbit.id, title: '  Launch plan ' };
    const made = await w.people.member.client.post(`${w.base}/boards`, body);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ title: 'Launch plan', orbitId: orbit.id, clientId, deletedAt: null });
    const again = await w.people.member.client.post(`${w.base}/boards`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(made.json().id);
    const renamed = await w.people.owner.client.patch(`${w.base}/boards/${clientId}`, {
      title: 'Launch',
      position: 'b',
    });
    expect(renamed.json()).toMatchObject({ title: 'Launch', position: 'b' });
    const heard = await changesAfter(w.people.admin.client, before);
    expect(heard.filter((c) => c.entity === 'board').map((c) => c.data?.title)).toEqual([
      'Launch plan',
      'Launch',
    ]);
    const boot = (await w.people.admin.client.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.boards.map((b: BoardDto) => b.id)).toContain(made.json().id);
    const one = await w.people.admin.client.get(`${w.base}/sync/entity/board/${made.json().id}`);
    expect(one.json()).toMatchObject({ entity: 'board', data: { title: 'Launch' } });
  });

  it('archive makes it read-only until brought back; Trash, restore, and delete for good from Trash only', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const board = await make(w.people.member.client, orbit.id);
    const c = w.people.member.client;
    const archived = await c.patch(`${w.base}/boards/${board.id}`, { archived: true });
    expect(archived.json().archivedAt).not.toBeNull();
    const refused = await c.patch(`${w.base}/boards/${board.id}`, { title: 'No' });
    expect(refused.statusCode).toBe(409);
    const back = await c.patch(`${w.base}/boards/${board.id}`, { archived: false, title: 'Yes' });
    expect(back.json()).toMatchObject({ archivedAt: null, title: 'Yes' });

    expect((await c.delete(`${w.base}/boards/${board.id}/permanent`)).statusCode).toBe(409);
    const trashed = await c.delete(`${w.base}/boards/${board.id}`);
    expect(trashed.json().deletedAt).not.toBeNull();
    expect((await c.patch(`${w.base}/boards/${board.id}`, { title: 'x' })).statusCode).toBe(409);
    const restored = await c.post(`${w.base}/boards/${board.id}/restore`);
    expect(restored.json().deletedAt).toBeNull();
    await c.delete(`${w.base}/boards/${board.id}`);
    const before = await seqNow(c);
    expect((await c.delete(`${w.base}/boards/${board.id}/permanent`)).statusCode).toBe(204);
    expect((await c.get(`${w.base}/sync/entity/board/${board.id}`)).statusCode).toBe(404);
    expect(await changesAfter(c, before)).toMatchObject([{ entity: 'board', op: 'delete', id: board.id }]);
  });

  it('an archived orbit refuses new boards and changes to its boards', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const board = await make(w.people.owner.client, orbit.id);
    await w.people.owner.client.delete(`${w.base}/orbits/${orbit.id}`);
    const c = w.people.owner.client;
    const made = await c.post(`${w.base}/boards`, { clientId: randomUUID(), orbitId: orbit.id, title: 'x' });
    expect(made.statusCode).toBe(409);
    expect((await c.patch(`${w.base}/boards/${board.id}`, { title: 'x' })).json().code).toBe(
      'orbit_archived',
    );
  });

  it('moved to a private orbit: whoever does not see it gets a board delete and 404 from then on', async () => {
    const open = await makeOrbit(w, w.people.owner.client);
    const closed = await makeOrbit(w, w.people.owner.client, { visibility: 'private' });
    const board = await make(w.people.member.client, open.id);
    const before = await seqNow(w.people.member.client);
    // The member cannot move it where they cannot see.
    const hidden = await w.people.member.client.patch(`${w.base}/boards/${board.id}`, { orbitId: closed.id });
    expect(hidden.statusCode).toBe(404);
    const moved = await w.people.owner.client.patch(`${w.base}/boards/${board.id}`, { orbitId: closed.id });
    expect(moved.json().orbitId).toBe(closed.id);
    const heard = await changesAfter(w.people.member.client, before);
    expect(heard.filter((c) => c.entity === 'board')).toMatchObject([{ op: 'delete', id: board.id }]);
    expect((await w.people.member.client.get(`${w.base}/sync/entity/board/${board.id}`)).statusCode).toBe(
      404,
    );
  });

  it('access: another workspace, a guest outside the orbit, a member removed from a private orbit', async () => {
    const closed = await makeOrbit(w, w.people.owner.client, {
      visibility: 'private',
      memberIds: [w.people.member.user.id],
    });
    const board = await make(w.people.member.client, closed.id);
    const stranger = `/api/orgs/${w.stranger.workspace.slug}`;
    expect((await w.stranger.client.patch(`${w.base}/boards/${board.id}`, { title: 'x' })).statusCode).toBe(
      404,
    );
    expect((await w.stranger.client.patch(`${stranger}/boards/${board.id}`, { title: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (await w.people.guest.client.patch(`${w.base}/boards/${board.id}`, { title: 'x' })).statusCode,
    ).toBe(404);
    const before = await seqNow(w.people.member.client);
    await w.people.owner.client.delete(`${w.base}/orbits/${closed.id}/members/${w.people.member.user.id}`);
    const heard = await changesAfter(w.people.member.client, before);
    expect(heard).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'orbit', op: 'delete', id: closed.id }),
        expect.objectContaining({ entity: 'board', op: 'delete', id: board.id }),
      ]),
    );
    expect(
      (await w.people.member.client.patch(`${w.base}/boards/${board.id}`, { title: 'x' })).statusCode,
    ).toBe(404);
    // Added back: the board arrives again in their own room.
    const again = await seqNow(w.people.member.client);
    await w.people.owner.client.post(`${w.base}/orbits/${closed.id}/members`, {
      userId: w.people.member.user.id,
    });
    const regained = await changesAfter(w.people.member.client, again);
    expect(regained).toEqual(
      expect.arrayContaining([expect.objectContaining({ entity: 'board', op: 'upsert', id: board.id })]),
    );
  });

  it('files: an image is stored and read back by the canvas id; a file that is not an image is refused', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const board = await make(w.people.member.client, orbit.id);
    const c = w.people.member.client;
    const stored = await putFile(c, board.id, 'abc123', 'dot.bin', png, 'application/octet-stream');
    expect(stored.statusCode).toBe(201);
    // Its type comes from its bytes, not from what the browser claimed.
    expect(stored.json()).toMatchObject({ id: 'abc123', contentType: 'image/png', size: png.length });
    const again = await putFile(w.people.admin.client, board.id, 'abc123', 'dot.png', png);
    expect(again.statusCode).toBe(200);
    const read = await w.people.admin.client.get(`${w.base}/boards/${board.id}/files/abc123`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(Buffer.from(read.rawPayload).equals(png)).toBe(true);

    const fake = await putFile(
      c,
      board.id,
      'fake1',
      'photo.png',
      Buffer.from('<svg onload="x()"/>'),
      'image/png',
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields.file).toMatch(/not a PNG/);
    expect((await c.get(`${w.base}/boards/${board.id}/files/fake1`)).statusCode).toBe(404);
    const cut = multipartBody([{ name: 'a.png', data: png }]);
    const broken = await c.request({
      method: 'PUT',
      url: `${w.base}/boards/${board.id}/files/cut1`,
      payload: cut.payload.subarray(0, cut.payload.length - 10),
      headers: cut.headers,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields).toHaveProperty('file');
    // Over the workspace's quota (1 MB in this app): refused, nothing kept.
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const full = await putFile(c, board.id, 'big1', 'big.png', big);
    expect(full.statusCode).toBe(413);
    expect((await c.get(`${w.base}/boards/${board.id}/files/big1`)).statusCode).toBe(404);
  });

  it('files: any other file is stored as sent and read back as a download, not as a page', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const board = await make(w.people.member.client, orbit.id);
    const c = w.people.member.client;
    const notes = Buffer.from('Agenda\n1. Sketches\n');
    const stored = await putFile(c, board.id, 'notes1', 'notes.txt', notes, 'text/plain');
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({
      id: 'notes1',
      boardId: board.id,
      name: 'notes.txt',
      contentType: 'text/plain',
      size: notes.length,
    });
    const read = await w.people.admin.client.get(`${w.base}/boards/${board.id}/files/notes1`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('text/plain');
    expect(read.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.body).toBe(notes.toString());

    // An SVG is a file here, not an image the canvas shows: kept, and only ever downloaded, sandboxed.
    const svg = await putFile(c, board.id, 'plan1', 'plan.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    expect(svg.statusCode).toBe(201);
    const svgRead = await c.get(`${w.base}/boards/${board.id}/files/plan1`);
    expect(svgRead.headers['content-disposition']).toMatch(/^attachment;/);
    expect(svgRead.headers['content-security-policy']).toContain('sandbox');

    // A name that says image with other bytes is still refused, whatever type was claimed.
    const renamed = await putFile(c, board.id, 'fake2', 'photo.JPG', notes, 'text/plain');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fields.file).toMatch(/not a PNG/);
    expect((await c.get(`${w.base}/boards/${board.id}/files/fake2`)).statusCode).toBe(404);

    // Someone who cannot see the board can neither store nor read its files.
    const foreign = await putFile(w.stranger.client, board.id, 'x1', 'x.txt', notes, 'text/plain');
    expect(foreign.statusCode).toBe(404);
    expect((await w.stranger.client.get(`${w.base}/boards/${board.id}/files/notes1`)).statusCode).toBe(404);
  });
});
