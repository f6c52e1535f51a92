import { randomUUID } from 'node:crypto';
import type { DocumentDto } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { ApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { openCollab, until } from '../../test/collab-client.js';
import { listenForSockets } from '../../test/socket-client.js';
import { multipartBody } from '../attachments/attachments.fixture.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';

/** The smallest PNG there is (1×1). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('documents', () => {
  let t: TestApp;
  let w: TasksWorld;
  let url: string;
  beforeAll(async () => {
    t = await buildTestApp({ STORAGE_QUOTA_MB: '1' });
    url = await listenForSockets(t);
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  const make = async (client: ApiClient, orbitId: string, title = 'Spec'): Promise<DocumentDto> => {
    const res = await client.post(`${w.base}/documents`, { clientId: randomUUID(), orbitId, title });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const seqNow = async (client: ApiClient) => (await client.get(`${w.base}/sync/changes?after=0`)).json().seq;
  const changesAfter = async (client: ApiClient, seq: number) =>
    (await client.get(`${w.base}/sync/changes?after=${seq}`)).json().changes as {
      entity: string;
      op: string;
      id: string;
      data: DocumentDto | null;
    }[];
  const putFile = (
    client: ApiClient,
    documentId: string,
    fileId: string,
    name: string,
    data: Buffer,
    type?: string,
  ) =>
    client.request({
      method: 'PUT',
      url: `${w.base}/documents/${documentId}/files/${fileId}`,
      ...multipartBody([{ name, data, type }]),
    });

  it('create (a retry answers the document made), rename, reorder: each a document upsert to the orbit', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const before = await seqNow(w.people.member.client);
    const clientId = randomUUID();
    const body = { clientId, orbitId: orbit.id, title: '  Launch plan ' };
    const made = await w.people.member.client.post(`${w.base}/documents`, body);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ title: 'Launch plan', orbitId: orbit.id, clientId, deletedAt: null });
    const again = await w.people.member.client.post(`${w.base}/documents`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(made.json().id);
    const renamed = await w.people.owner.client.patch(`${w.base}/documents/${clientId}`, {
      title: 'Launch',
      position: 'b',
    });
    expect(renamed.json()).toMatchObject({ title: 'Launch', position: 'b' });
    const heard = await changesAfter(w.people.admin.client, before);
    expect(heard.filter((c) => c.entity === 'document').map((c) => c.data?.title)).toEqual([
      'Launch plan',
      'Launch',
    ]);
    const boot = (await w.people.admin.client.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.documents.map((b: DocumentDto) => b.id)).toContain(made.json().id);
    const one = await w.people.admin.client.get(`${w.base}/sync/entity/document/${made.json().id}`);
    expect(one.json()).toMatchObject({ entity: 'document', data: { title: 'Launch' } });
  });

  it('archive makes it read-only until brought back; Trash, restore, and delete for good from Trash only', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const document = await make(w.people.member.client, orbit.id);
    const c = w.people.member.client;
    const archived = await c.patch(`${w.base}/documents/${document.id}`, { archived: true });
    expect(archived.json().archivedAt).not.toBeNull();
    const refused = await c.patch(`${w.base}/documents/${document.id}`, { title: 'No' });
    expect(refused.statusCode).toBe(409);
    const back = await c.patch(`${w.base}/documents/${document.id}`, { archived: false, title: 'Yes' });
    expect(back.json()).toMatchObject({ archivedAt: null, title: 'Yes' });

    expect((await c.delete(`${w.base}/documents/${document.id}/permanent`)).statusCode).toBe(409);
    const trashed = await c.delete(`${w.base}/documents/${document.id}`);
    expect(trashed.json().deletedAt).not.toBeNull();
    expect((await c.patch(`${w.base}/documents/${document.id}`, { title: 'x' })).statusCode).toBe(409);
    const restored = await c.post(`${w.base}/documents/${document.id}/restore`);
    expect(restored.json().deletedAt).toBeNull();
    await c.delete(`${w.base}/documents/${document.id}`);
    const before = await seqNow(c);
    expect((await c.delete(`${w.base}/documents/${document.id}/permanent`)).statusCode).toBe(204);
    expect((await c.get(`${w.base}/sync/entity/document/${document.id}`)).statusCode).toBe(404);
    expect(await changesAfter(c, before)).toMatchObject([
      { entity: 'document', op: 'delete', id: document.id },
    ]);
  });

  it('an archived orbit refuses new documents and changes to its documents', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const document = await make(w.people.owner.client, orbit.id);
    await w.people.owner.client.delete(`${w.base}/orbits/${orbit.id}`);
    const c = w.people.owner.client;
    const made = await c.post(`${w.base}/documents`, {
      clientId: randomUUID(),
      orbitId: orbit.id,
      title: 'x',
    });
    expect(made.statusCode).toBe(409);
    expect((await c.patch(`${w.base}/documents/${document.id}`, { title: 'x' })).json().code).toBe(
      'orbit_archived',
    );
  });

  it('moved to a private orbit: whoever does not see it gets a document delete and 404 from then on', async () => {
    const open = await makeOrbit(w, w.people.owner.client);
    const closed = await makeOrbit(w, w.people.owner.client, { visibility: 'private' });
    const document = await make(w.people.member.client, open.id);
    const before = await seqNow(w.people.member.client);
    // The member cannot move it where they cannot see.
    const hidden = await w.people.member.client.patch(`${w.base}/documents/${document.id}`, {
      orbitId: closed.id,
    });
    expect(hidden.statusCode).toBe(404);
    const moved = await w.people.owner.client.patch(`${w.base}/documents/${document.id}`, {
      orbitId: closed.id,
    });
    expect(moved.json().orbitId).toBe(closed.id);
    const heard = await changesAfter(w.people.member.client, before);
    expect(heard.filter((c) => c.entity === 'document')).toMatchObject([{ op: 'delete', id: document.id }]);
    expect(
      (await w.people.member.client.get(`${w.base}/sync/entity/document/${document.id}`)).statusCode,
    ).toBe(404);
  });

  it('access: another workspace, a guest outside the orbit, a member removed from a private orbit', async () => {
    const closed = await makeOrbit(w, w.people.owner.client, {
      visibility: 'private',
      memberIds: [w.people.member.user.id],
    });
    const document = await make(w.people.member.client, closed.id);
    const stranger = `/api/orgs/${w.stranger.workspace.slug}`;
    expect(
      (await w.stranger.client.patch(`${w.base}/documents/${document.id}`, { title: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await w.stranger.client.patch(`${stranger}/documents/${document.id}`, { title: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await w.people.guest.client.patch(`${w.base}/documents/${document.id}`, { title: 'x' })).statusCode,
    ).toBe(404);
    const before = await seqNow(w.people.member.client);
    await w.people.owner.client.delete(`${w.base}/orbits/${closed.id}/members/${w.people.member.user.id}`);
    const heard = await changesAfter(w.people.member.client, before);
    expect(heard).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'orbit', op: 'delete', id: closed.id }),
        expect.objectContaining({ entity: 'document', op: 'delete', id: document.id }),
      ]),
    );
    expect(
      (await w.people.member.client.patch(`${w.base}/documents/${document.id}`, { title: 'x' })).statusCode,
    ).toBe(404);
    // Added back: the document arrives again in their own room.
    const again = await seqNow(w.people.member.client);
    await w.people.owner.client.post(`${w.base}/orbits/${closed.id}/members`, {
      userId: w.people.member.user.id,
    });
    const regained = await changesAfter(w.people.member.client, again);
    expect(regained).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'document', op: 'upsert', id: document.id }),
      ]),
    );
  });

  it('files: an image is stored and read back by the editor’s id; a file that is not an image is refused', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const document = await make(w.people.member.client, orbit.id);
    const c = w.people.member.client;
    const stored = await putFile(c, document.id, 'abc123', 'dot.bin', png, 'application/octet-stream');
    expect(stored.statusCode).toBe(201);
    // Its type comes from its bytes, not from what the browser claimed.
    expect(stored.json()).toMatchObject({ id: 'abc123', contentType: 'image/png', size: png.length });
    const again = await putFile(w.people.admin.client, document.id, 'abc123', 'dot.png', png);
    expect(again.statusCode).toBe(200);
    const read = await w.people.admin.client.get(`${w.base}/documents/${document.id}/files/abc123`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(Buffer.from(read.rawPayload).equals(png)).toBe(true);

    const fake = await putFile(
      c,
      document.id,
      'fake1',
      'photo.png',
      Buffer.from('<svg onload="x()"/>'),
      'image/png',
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields.file).toMatch(/not a PNG/);
    expect((await c.get(`${w.base}/documents/${document.id}/files/fake1`)).statusCode).toBe(404);
    const cut = multipartBody([{ name: 'a.png', data: png }]);
    const broken = await c.request({
      method: 'PUT',
      url: `${w.base}/documents/${document.id}/files/cut1`,
      payload: cut.payload.subarray(0, cut.payload.length - 10),
      headers: cut.headers,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields).toHaveProperty('file');
    // Over the workspace's quota (1 MB in this app): refused, nothing kept.
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const full = await putFile(c, document.id, 'big1', 'big.png', big);
    expect(full.statusCode).toBe(413);
    expect((await c.get(`${w.base}/documents/${document.id}/files/big1`)).statusCode).toBe(404);
  });

  /** The document's text as a paragraph list, the way tiptap keeps it. */
  const paragraphs = (doc: Y.Doc) =>
    doc
      .getXmlFragment('default')
      .toArray()
      .map((node) => (node instanceof Y.XmlElement ? node.toArray().join('') : ''));
  const writeParagraph = (doc: Y.Doc, text: string) => {
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [new Y.XmlText(text)]);
    const fragment = doc.getXmlFragment('default');
    fragment.insert(fragment.length, [paragraph]);
  };

  it('the text: written live, read-only once archived or in Trash, closed to whoever loses the orbit', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const document = await make(w.people.owner.client, orbit.id);
    const name = `doc:${document.id}`;
    const owner = openCollab(url, w.people.owner.client, name);
    const admin = openCollab(url, w.people.admin.client, name);
    await Promise.all([owner.synced, admin.synced]);
    writeParagraph(owner.doc, 'Goals');
    await until(() => paragraphs(admin.doc).join() === 'Goals', 'the paragraph reached the admin');

    const stranger = openCollab(url, w.stranger.client, name);
    await expect(stranger.synced).rejects.toThrow('forbidden');
    stranger.close();

    // Archived: the admin's edits are no longer taken (the owner never sees them).
    expect(
      (await w.people.owner.client.patch(`${w.base}/documents/${document.id}`, { archived: true }))
        .statusCode,
    ).toBe(200);
    await until(async () => {
      const probe = openCollab(url, w.people.admin.client, name);
      try {
        await probe.synced;
        return probe.provider.authorizedScope === 'readonly';
      } finally {
        probe.close();
      }
    }, 'the archived document opened read-only');
    writeParagraph(admin.doc, 'ignored');
    writeParagraph(owner.doc, 'also ignored');
    const late = openCollab(url, w.people.member.client, name);
    await late.synced;
    expect(paragraphs(late.doc)).toEqual(['Goals']);
    late.close();

    // Moved to a private orbit of the owner's: the admin is disconnected.
    expect(
      (await w.people.owner.client.patch(`${w.base}/documents/${document.id}`, { archived: false }))
        .statusCode,
    ).toBe(200);
    const closed = await makeOrbit(w, w.people.owner.client, { visibility: 'private' });
    expect(
      (await w.people.owner.client.patch(`${w.base}/documents/${document.id}`, { orbitId: closed.id }))
        .statusCode,
    ).toBe(200);
    await until(() => admin.refusals.includes('access_lost'), 'the admin disconnected');
    owner.close();
    admin.close();
  });

  it('versions: named, listed newest first, restored as a new state that keeps the one it replaces', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const document = await make(w.people.owner.client, orbit.id);
    const name = `doc:${document.id}`;
    const editor = openCollab(url, w.people.member.client, name);
    await editor.synced;
    writeParagraph(editor.doc, 'First draft');
    await until(async () => {
      const res = await w.people.member.client.post(`${w.base}/documents/${document.id}/versions`, {
        name: 'Draft',
      });
      const bytes = res.json().bytes as number;
      if (bytes > 2) return true;
      return false;
    }, 'a version holding the first draft');
    writeParagraph(editor.doc, 'Second thoughts');
    await until(() => paragraphs(editor.doc).length === 2, 'the second paragraph written');

    const listed = await w.people.member.client.get(`${w.base}/documents/${document.id}/versions`);
    const draft = (listed.json().versions as { id: string; name: string; bytes: number }[]).find(
      (v) => v.name === 'Draft' && v.bytes > 2,
    );
    expect(draft).toBeDefined();
    const restored = await w.people.admin.client.post(
      `${w.base}/documents/${document.id}/versions/${draft?.id}/restore`,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json().saved.name).toBe('Before restoring “Draft”');
    await until(
      () => paragraphs(editor.doc).join('|') === 'First draft',
      'the editor sees the restored text',
    );

    // The replaced text is a version too: restoring it brings the second paragraph back.
    const back = await w.people.admin.client.post(
      `${w.base}/documents/${document.id}/versions/${restored.json().saved.id}/restore`,
    );
    expect(back.statusCode).toBe(200);
    await until(
      () => paragraphs(editor.doc).join('|') === 'First draft|Second thoughts',
      'the replaced text restored in turn',
    );
    editor.close();

    const missing = await w.people.admin.client.post(
      `${w.base}/documents/${document.id}/versions/nope/restore`,
    );
    expect(missing.statusCode).toBe(404);
    const unnamed = await w.people.admin.client.post(`${w.base}/documents/${document.id}/versions`, {
      name: '  ',
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields).toHaveProperty('name');
  });

  it('a task links a document: its backlinks, the task’s documents, only what the reader sees', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const closed = await makeOrbit(w, w.people.owner.client, { visibility: 'private' });
    const document = await make(w.people.owner.client, orbit.id);
    const task = await makeItem(w, w.people.owner.client, orbit.id, { title: 'Ship it' });
    const hiddenTask = await makeItem(w, w.people.owner.client, closed.id, { title: 'Secret' });
    const c = w.people.owner.client;
    expect((await c.put(`${w.base}/documents/${document.id}/links/${task.id}`)).statusCode).toBe(204);
    expect((await c.put(`${w.base}/documents/${document.id}/links/${task.id}`)).statusCode).toBe(204);
    expect((await c.put(`${w.base}/documents/${document.id}/links/${hiddenTask.id}`)).statusCode).toBe(204);

    const mine = (await c.get(`${w.base}/documents/${document.id}/backlinks`)).json().backlinks;
    expect(mine.map((b: { title: string }) => b.title)).toEqual(['Ship it', 'Secret']);
    const theirs = (await w.people.member.client.get(`${w.base}/documents/${document.id}/backlinks`)).json()
      .backlinks;
    expect(theirs.map((b: { title: string }) => b.title)).toEqual(['Ship it']);
    const docs = (await w.people.member.client.get(`${w.base}/items/${task.id}/documents`)).json().documents;
    expect(docs.map((d: DocumentDto) => d.id)).toEqual([document.id]);
    expect(
      (await w.people.member.client.put(`${w.base}/documents/${document.id}/links/${hiddenTask.id}`))
        .statusCode,
    ).toBe(404);
    expect((await w.stranger.client.get(`${w.base}/documents/${document.id}/backlinks`)).statusCode).toBe(
      404,
    );

    expect((await c.delete(`${w.base}/documents/${document.id}/links/${task.id}`)).statusCode).toBe(204);
    const after = (await c.get(`${w.base}/documents/${document.id}/backlinks`)).json().backlinks;
    expect(after.map((b: { title: string }) => b.title)).toEqual(['Secret']);
  });
});
