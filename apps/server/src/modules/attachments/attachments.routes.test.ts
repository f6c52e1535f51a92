import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { attachmentMaxBytes, type ChangeDto, type ItemDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../db/schema/index.js';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { connectAs, listenForSockets, nextEvent } from '../../test/socket-client.js';
import { testLogger } from '../../test/test-logger.js';
import { purgeTrash } from '../items/purge-trash.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';
import { attach, multipartBody, upload } from './attachments.fixture.js';
import { removeStoredFiles } from './remove-stored-files.js';
import { createLocalDiskStorage } from './storage/local-disk-storage.js';

const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201f9d4e36e0000000049454e44ae426082',
  'hex',
);

describe('attachments routes (local disk)', () => {
  let t: TestApp;
  let w: TasksWorld;
  let dataDir: string;
  let filesDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'orbit-attach-'));
    filesDir = path.join(dataDir, 'attachments');
    t = await buildTestApp({ DATA_DIR: dataDir });
    w = await createTasksWorld(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Every file kept on disk for the test workspace (temp files aside). */
  const storedFiles = async () => {
    try {
      return await readdir(path.join(filesDir, w.workspace.id));
    } catch {
      return [];
    }
  };

  it('answers 401 without a session, before reading the upload', async () => {
    const anonymous = createApiClient(t.app);
    const { payload, headers } = multipartBody([{ name: 'a.txt', data: Buffer.from('a') }]);
    const res = await anonymous.request({
      method: 'POST',
      url: `${w.base}/items/whatever/attachments`,
      payload,
      headers,
    });
    expect(res.statusCode).toBe(401);
    expect((await anonymous.get(`${w.base}/attachments/whatever`)).statusCode).toBe(401);
    expect((await anonymous.delete(`${w.base}/attachments/whatever`)).statusCode).toBe(401);
  });

  it('stores the bytes and gives them back with type, length, disposition and nosniff', async () => {
    const c = w.people.member.client;
    const orbit = await makeOrbit(w, c);
    const item = await makeItem(w, c, orbit.id);
    const binary = randomBytes(200_000);
    const answer = await attach(c, w.base, item.id, [
      { name: 'Übersicht 日本 "q".pdf', type: 'application/pdf', data: binary },
      { name: 'pixel.png', type: 'image/png', data: png },
    ]);
    expect(answer.attachments).toEqual([
      expect.objectContaining({
        name: 'Übersicht 日本 "q".pdf',
        contentType: 'application/pdf',
        size: binary.length,
        createdBy: w.people.member.user.id,
      }),
      expect.objectContaining({ name: 'pixel.png', contentType: 'image/png', size: png.length }),
    ]);
    const [pdf, image] = answer.attachments;
    const res = await c.get(`${w.base}/attachments/${pdf?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(binary)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(binary.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="_bersicht __ _q_.pdf"; filename*=UTF-8''%C3%9Cbersicht%20%E6%97%A5%E6%9C%AC%20%22q%22.pdf`,
    );
    const pic = await c.get(`${w.base}/attachments/${image?.id}`);
    expect(pic.rawPayload.equals(png)).toBe(true);
    expect(pic.headers['content-disposition']).toMatch(/^inline; /);
    // The browser revalidates with the ETag; access is checked again and the bytes are not resent.
    const again = await c.get(`${w.base}/attachments/${image?.id}`, {
      'if-none-match': String(pic.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Anyone else who sees the task gets the same bytes.
    expect(
      (await w.people.owner.client.get(`${w.base}/attachments/${pdf?.id}`)).rawPayload.equals(binary),
    ).toBe(true);
    expect(await storedFiles()).toEqual(expect.arrayContaining([pdf?.id, image?.id]));
  });

  it('never shows HTML or SVG in the browser: they download, sandboxed', async () => {
    const c = w.people.member.client;
    const orbit = await makeOrbit(w, c);
    const item = await makeItem(w, c, orbit.id);
    const answer = await attach(c, w.base, item.id, [
      { name: 'page.html', type: 'text/html', data: Buffer.from('<script>alert(1)</script>') },
      { name: 'logo.svg', type: 'image/svg+xml', data: Buffer.from('<svg onload="alert(1)"/>') },
      { name: 'notes', type: 'not a type', data: Buffer.from('plain') },
    ]);
    for (const file of answer.attachments.slice(0, 2)) {
      const res = await c.get(`${w.base}/attachments/${file.id}`);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=/);
      expect(res.headers['content-security-policy']).toMatch(/sandbox/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(answer.attachments[2]?.contentType).toBe('application/octet-stream');
  });

  it('answers 400 on `file` for no file, an empty file name, or a body that is not multipart', async () => {
    const c = w.people.member.client;
    const orbit = await makeOrbit(w, c);
    const item = await makeItem(w, c, orbit.id);
    const url = `${w.base}/items/${item.id}/attachments`;
    const onlyField = multipartBody([], { note: 'no file here' });
    const none = await c.request({ method: 'POST', url, ...onlyField });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'validation_failed',
      fields: { file: 'Choose a file to attach.' },
    });
    const unnamed = await upload(c, w.base, item.id, [{ name: '', data: Buffer.from('x') }]);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields).toHaveProperty('file');
    const json = await c.post(url, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields).toHaveProperty('file');
    // A good file before the nameless one is not kept either.
    const mixed = await upload(c, w.base, item.id, [
      { name: 'good.txt', data: Buffer.from('ok') },
      { name: '', data: Buffer.from('x') },
    ]);
    expect(mixed.statusCode).toBe(400);
    const boot = (await c.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.items.find((i: ItemDto) => i.id === item.id).attachments).toEqual([]);
  });

  it('answers 413 on `file` for a file over 25 MB or over 20 files, and keeps nothing of the upload', async () => {
    const c = w.people.member.client;
    const orbit = await makeOrbit(w, c);
    const item = await makeItem(w, c, orbit.id);
    const before = await storedFiles();
    const res = await upload(c, w.base, item.id, [
      { name: 'small.txt', data: Buffer.from('fits') },
      { name: 'huge.bin', data: Buffer.alloc(attachmentMaxBytes + 1, 7) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'payload_too_large',
      fields: { file: '“huge.bin” is larger than 25 MB.' },
    });
    expect(await storedFiles()).toEqual(before);
    expect(await readdir(path.join(filesDir, '.tmp'))).toEqual([]);
    const boot = (await c.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.items.find((i: ItemDto) => i.id === item.id).attachments).toEqual([]);
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `f${i}.txt`, data: Buffer.from('x') }));
    const crowd = await upload(c, w.base, item.id, many);
    expect(crowd.statusCode).toBe(413);
    expect(crowd.json().fields.file).toBe('Attach at most 20 files at a time.');
    expect(await storedFiles()).toEqual(before);
    // Exactly the limit is fine.
    const atLimit = await attach(c, w.base, item.id, [
      { name: 'edge.bin', data: Buffer.alloc(attachmentMaxBytes, 1) },
    ]);
    expect(atLimit.attachments[0]?.size).toBe(attachmentMaxBytes);
  });

  it('answers 404 for tasks and files in other workspaces and private orbits of others; guests attach to what they see', async () => {
    const owner = w.people.owner.client;
    const secret = await makeOrbit(w, owner, { visibility: 'private', memberIds: [w.people.guest.user.id] });
    const hidden = await makeItem(w, owner, secret.id);
    const file = (await attach(owner, w.base, hidden.id, [{ name: 'plan.txt', data: Buffer.from('secret') }]))
      .attachments[0];
    const member = w.people.member.client;
    const stranger = w.stranger.client;
    const strangerBase = `/api/orgs/${w.stranger.workspace.slug}`;
    const outsider = [
      [member, w.base],
      [stranger, w.base],
      [stranger, strangerBase],
    ] as const;
    for (const [client, base] of outsider) {
      expect(
        (await upload(client, base, hidden.id, [{ name: 'x.txt', data: Buffer.from('x') }])).statusCode,
      ).toBe(404);
      expect((await client.get(`${base}/attachments/${file?.id}`)).statusCode).toBe(404);
      expect((await client.delete(`${base}/attachments/${file?.id}`)).statusCode).toBe(404);
    }
    // The guest is a member of the private orbit: they see its files and may add their own.
    const guest = w.people.guest.client;
    expect((await guest.get(`${w.base}/attachments/${file?.id}`)).rawPayload.toString()).toBe('secret');
    const added = await attach(guest, w.base, hidden.id, [{ name: 'guest.txt', data: Buffer.from('hi') }]);
    expect(added.attachments.map((a) => a.name)).toEqual(['plan.txt', 'guest.txt']);
    // ...but not to a public orbit they are not in.
    const open = await makeOrbit(w, owner);
    const openItem = await makeItem(w, owner, open.id);
    expect(
      (await upload(guest, w.base, openItem.id, [{ name: 'x.txt', data: Buffer.from('x') }])).statusCode,
    ).toBe(404);
  });

  it('refuses files on a task in Trash (409)', async () => {
    const c = w.people.member.client;
    const orbit = await makeOrbit(w, c);
    const item = await makeItem(w, c, orbit.id);
    await c.delete(`${w.base}/items/${item.id}`);
    const res = await upload(c, w.base, item.id, [{ name: 'late.txt', data: Buffer.from('x') }]);
    expect(res.statusCode).toBe(409);
  });

  it('refuses adding or removing files on a task of an archived orbit (409 orbit_archived), keeping the file', async () => {
    const c = w.people.member.client;
    const orbit = await makeOrbit(w, c);
    const item = await makeItem(w, c, orbit.id);
    const [kept] = (await attach(c, w.base, item.id, [{ name: 'kept.txt', data: Buffer.from('kept') }]))
      .attachments;
    expect((await c.delete(`${w.base}/orbits/${orbit.id}`)).statusCode).toBe(204);
    const added = await upload(c, w.base, item.id, [{ name: 'late.txt', data: Buffer.from('x') }]);
    expect([added.statusCode, added.json().code]).toEqual([409, 'orbit_archived']);
    const removed = await c.delete(`${w.base}/attachments/${kept?.id}`);
    expect([removed.statusCode, removed.json().code]).toEqual([409, 'orbit_archived']);
    const download = await c.get(`${w.base}/attachments/${kept?.id}`);
    expect([download.statusCode, download.body]).toEqual([200, 'kept']);
  });

  it('logs each change as an item upsert that reaches who sees the task, with activity lines', async () => {
    const url = await listenForSockets(t);
    const c = w.people.member.client;
    const orbit = await makeOrbit(w, c);
    const item = await makeItem(w, c, orbit.id);
    const { seq } = (await c.get(`${w.base}/sync/bootstrap`)).json();
    const ownerSocket = await connectAs(t, url, w.people.owner.client);
    try {
      const heard = nextEvent<ChangeDto>(ownerSocket, 'sync.change');
      const added = await attach(c, w.base, item.id, [
        { name: 'spec.txt', type: 'text/plain', data: Buffer.from('v1') },
      ]);
      const change = await heard;
      expect(change).toMatchObject({ entity: 'item', op: 'upsert', id: item.id, seq: added.seq });
      expect((change.data as ItemDto).attachments).toEqual(added.attachments);

      const removedHeard = nextEvent<ChangeDto>(ownerSocket, 'sync.change');
      const fileId = added.attachments[0]?.id;
      const removed = await c.delete(`${w.base}/attachments/${fileId}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().attachments).toEqual([]);
      expect(((await removedHeard).data as ItemDto).attachments).toEqual([]);
      expect((await c.get(`${w.base}/attachments/${fileId}`)).statusCode).toBe(404);
      expect(await storedFiles()).not.toContain(fileId);

      const later = (await c.get(`${w.base}/sync/changes?after=${seq}`)).json();
      expect(later.changes.map((x: ChangeDto) => [x.entity, x.op, x.id])).toEqual([
        ['item', 'upsert', item.id],
        ['item', 'upsert', item.id],
      ]);
      const activity = (await c.get(`${w.base}/items/${item.id}/activity`)).json();
      expect(activity.slice(0, 2)).toEqual([
        expect.objectContaining({
          kind: 'attachment.removed',
          data: { attachmentId: fileId, name: 'spec.txt' },
        }),
        expect.objectContaining({
          kind: 'attachment.added',
          data: { attachmentId: fileId, name: 'spec.txt' },
        }),
      ]);
    } finally {
      ownerSocket.close();
    }
  });

  it('removes the files of a task deleted for good, and of tasks purged from Trash', async () => {
    const c = w.people.member.client;
    const orbit = await makeOrbit(w, c);
    const forever = await makeItem(w, c, orbit.id);
    const sub = await makeItem(w, c, orbit.id, { parentId: forever.id });
    const purged = await makeItem(w, c, orbit.id);
    const kept = await makeItem(w, c, orbit.id);
    const [a, b, p, k] = [
      (await attach(c, w.base, forever.id, [{ name: 'a.txt', data: Buffer.from('a') }])).attachments[0]?.id,
      (await attach(c, w.base, sub.id, [{ name: 'b.txt', data: Buffer.from('b') }])).attachments[0]?.id,
      (await attach(c, w.base, purged.id, [{ name: 'p.txt', data: Buffer.from('p') }])).attachments[0]?.id,
      (await attach(c, w.base, kept.id, [{ name: 'k.txt', data: Buffer.from('k') }])).attachments[0]?.id,
    ];
    expect(await storedFiles()).toEqual(expect.arrayContaining([a, b, p, k]));

    await c.delete(`${w.base}/items/${forever.id}`);
    expect((await c.delete(`${w.base}/items/${forever.id}/permanent`)).statusCode).toBe(204);
    expect(await storedFiles()).not.toContain(a);
    expect(await storedFiles()).not.toContain(b);

    await c.delete(`${w.base}/items/${purged.id}`);
    await t.database.db
      .update(items)
      .set({ deletedAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) })
      .where(eq(items.id, purged.id));
    const storage = createLocalDiskStorage(filesDir);
    const changes = await purgeTrash(t.database.db, new Date(), 30, (keys) =>
      removeStoredFiles(storage, keys, testLogger),
    );
    expect(changes.map((change) => change.id)).toContain(purged.id);
    const left = await storedFiles();
    expect(left).not.toContain(p);
    expect(left).toContain(k);
    expect(await readFile(path.join(filesDir, w.workspace.id, String(k)), 'utf8')).toBe('k');
  });
});
