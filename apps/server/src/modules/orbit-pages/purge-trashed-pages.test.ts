import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boards,
  changeLog,
  collabDocuments,
  documentFiles,
  documents,
  documentTexts,
} from '../../db/schema/index.js';
import type { ApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipartBody } from '../attachments/attachments.fixture.js';
import { appendCollabUpdate } from '../collab/collab-store.js';
import { storeDocumentText } from '../documents/document-text.js';
import { createTasksWorld, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';
import { purgeTrashedOrbitPages } from './purge-trashed-pages.js';

const day = 24 * 60 * 60 * 1000;
/** The smallest PNG there is (1×1). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('trash purge of documents and boards', () => {
  let t: TestApp;
  let w: TasksWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  const make = async (client: ApiClient, path: 'documents' | 'boards', orbitId: string, title: string) => {
    const res = await client.post(`${w.base}/${path}`, { clientId: randomUUID(), orbitId, title });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };

  it('deletes for good what went to Trash more than 30 days ago: rows, stored text, files, with delete changes', async () => {
    const c = w.people.owner.client;
    const db = t.database.db;
    const orbit = await makeOrbit(w, c);
    const oldDocument = await make(c, 'documents', orbit.id, 'Old spec');
    const recentDocument = await make(c, 'documents', orbit.id, 'Recent spec');
    const liveDocument = await make(c, 'documents', orbit.id, 'Live spec');
    const oldBoard = await make(c, 'boards', orbit.id, 'Old board');
    const liveBoard = await make(c, 'boards', orbit.id, 'Live board');
    const image = await c.request({
      method: 'PUT',
      url: `${w.base}/documents/${oldDocument}/files/${randomUUID()}`,
      ...multipartBody([{ name: 'dot.png', data: png, type: 'image/png' }]),
    });
    expect(image.statusCode, image.body).toBe(201);
    const [file] = await db
      .select({ key: documentFiles.storageKey })
      .from(documentFiles)
      .where(eq(documentFiles.documentId, oldDocument));
    for (const name of [`doc:${oldDocument}`, `board:${oldBoard}`, `doc:${liveDocument}`])
      await appendCollabUpdate(db, name, w.workspace.id, new Uint8Array([0, 0]));
    await storeDocumentText(db, oldDocument, 'Words of an old spec');
    for (const id of [oldDocument, recentDocument]) await c.delete(`${w.base}/documents/${id}`);
    await c.delete(`${w.base}/boards/${oldBoard}`);
    await db
      .update(documents)
      .set({ deletedAt: new Date(Date.now() - 31 * day) })
      .where(eq(documents.id, oldDocument));
    await db
      .update(documents)
      .set({ deletedAt: new Date(Date.now() - 29 * day) })
      .where(eq(documents.id, recentDocument));
    await db
      .update(boards)
      .set({ deletedAt: new Date(Date.now() - 45 * day) })
      .where(eq(boards.id, oldBoard));
    const { seq } = (await c.get(`${w.base}/sync/bootstrap`)).json();

    const removed: string[] = [];
    const changes = await purgeTrashedOrbitPages(db, new Date(), 30, async (keys) => {
      removed.push(...keys);
    });
    expect(changes.map((change) => [change.entity, change.id, change.op, change.room])).toEqual([
      ['document', oldDocument, 'delete', `orbit:${orbit.id}`],
      ['board', oldBoard, 'delete', `orbit:${orbit.id}`],
    ]);
    expect(changes.every((change) => change.seq > seq)).toBe(true);
    expect(removed).toEqual([file?.key]);
    const leftDocuments = await db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.orbitId, orbit.id));
    expect(leftDocuments.map((row) => row.id).sort()).toEqual([recentDocument, liveDocument].sort());
    const leftBoards = await db.select({ id: boards.id }).from(boards).where(eq(boards.orbitId, orbit.id));
    expect(leftBoards.map((row) => row.id)).toEqual([liveBoard]);
    const stored = await db
      .select({ name: collabDocuments.name })
      .from(collabDocuments)
      .where(
        inArray(collabDocuments.name, [`doc:${oldDocument}`, `board:${oldBoard}`, `doc:${liveDocument}`]),
      );
    expect(stored.map((row) => row.name)).toEqual([`doc:${liveDocument}`]);
    expect(await db.select().from(documentTexts).where(eq(documentTexts.documentId, oldDocument))).toEqual(
      [],
    );
    const logged = await db.select().from(changeLog).where(eq(changeLog.entityId, oldBoard));
    expect(logged.at(-1)).toMatchObject({ op: 'delete', entity: 'board' });
    // Synced clients hear of both.
    const after = (await c.get(`${w.base}/sync/changes?after=${seq}`)).json() as {
      changes: { entity: string; op: string; id: string }[];
    };
    expect(after.changes.map((change) => [change.entity, change.op, change.id])).toEqual([
      ['document', 'delete', oldDocument],
      ['board', 'delete', oldBoard],
    ]);
    expect(await purgeTrashedOrbitPages(db, new Date(), 30)).toEqual([]);
  });
});
