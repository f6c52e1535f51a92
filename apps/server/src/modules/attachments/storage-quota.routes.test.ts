import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';
import { upload } from './attachments.fixture.js';

// Issue 11 item 15: names cannot spoof their extension with bidirectional controls, and a workspace
// keeps at most STORAGE_QUOTA_MB of files (here 1 MB), with a clear 413 on `file` when full.
describe('attachment names and the storage quota', () => {
  let t: TestApp;
  let w: TasksWorld;
  let itemId: string;
  const kb = (n: number) => Buffer.alloc(n * 1024, 1);

  beforeAll(async () => {
    t = await buildTestApp({ STORAGE_QUOTA_MB: '1' });
    w = await createTasksWorld(t);
    const orbit = await makeOrbit(w, w.people.owner.client);
    itemId = (await makeItem(w, w.people.owner.client, orbit.id)).id;
  });
  afterAll(() => t.close());

  const attachmentsOf = async () =>
    (await w.people.owner.client.get(`${w.base}/sync/bootstrap`))
      .json()
      .items.find((item: { id: string }) => item.id === itemId).attachments as { name: string }[];

  it('strips right-to-left overrides and other bidirectional controls from file names', async () => {
    const res = await upload(w.people.owner.client, w.base, itemId, [
      { name: 'invoice\u202Efdp.exe', data: Buffer.from('x') },
      { name: '\u2067report\u2069\u200F.txt', data: Buffer.from('y') },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().attachments.map((a: { name: string }) => a.name)).toEqual([
      'invoicefdp.exe',
      'report.txt',
    ]);
  });

  it('answers 413 on file when an upload would overflow the quota, and keeps nothing of it', async () => {
    const c = w.people.owner.client;
    expect((await upload(c, w.base, itemId, [{ name: 'a.bin', data: kb(600) }])).statusCode).toBe(201);
    const before = (await attachmentsOf()).length;
    const over = await upload(c, w.base, itemId, [{ name: 'b.bin', data: kb(500) }]);
    expect(over.statusCode).toBe(413);
    expect(over.json().code).toBe('storage_full');
    expect(over.json().fields.file).toContain('storage is full (1 MB)');
    expect(over.json().fields.file).toContain('STORAGE_QUOTA_MB');
    expect(await attachmentsOf()).toHaveLength(before);
    // What still fits is taken.
    expect((await upload(c, w.base, itemId, [{ name: 'c.bin', data: kb(100) }])).statusCode).toBe(201);
  });

  it('two uploads at once cannot both take the room left for one', async () => {
    const c = w.people.owner.client;
    const answers = await Promise.all([
      upload(c, w.base, itemId, [{ name: 'd.bin', data: kb(200) }]),
      upload(c, w.base, itemId, [{ name: 'e.bin', data: kb(200) }]),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 413]);
  });
});
