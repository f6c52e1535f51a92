import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';
import { storageKeyOf } from './attachment-files.js';
import { attach } from './attachments.fixture.js';
import { createS3Storage } from './storage/s3-storage.js';

describe('attachments routes with S3 storage (s3rver on loopback)', () => {
  let s3: S3TestServer;
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await buildTestApp(s3.env);
    w = await createTasksWorld(t);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('keeps the file in the bucket, serves the same bytes, and removes it on delete', async () => {
    const c = w.people.member.client;
    const orbit = await makeOrbit(w, c);
    const item = await makeItem(w, c, orbit.id);
    const bytes = randomBytes(9 * 1024 * 1024 + 17);
    const file = (await attach(c, w.base, item.id, [{ name: 'video.mp4', type: 'video/mp4', data: bytes }]))
      .attachments[0];
    const bucket = createS3Storage(s3.config);
    const key = storageKeyOf(w.workspace.id, String(file?.id));
    expect(await bucket.exists(key)).toBe(true);

    const res = await c.get(`${w.base}/attachments/${file?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="video.mp4"/);
    expect(res.rawPayload.equals(bytes)).toBe(true);

    expect((await c.delete(`${w.base}/attachments/${file?.id}`)).statusCode).toBe(200);
    expect(await bucket.exists(key)).toBe(false);
  });
});
