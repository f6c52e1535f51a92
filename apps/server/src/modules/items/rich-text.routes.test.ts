import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';

// Issue 11 item 7: a description holding nodes or marks the editor does not know (an image, a table,
// textStyle) is refused with a 400 on `description`, so no client can store what the editor would drop.
describe('descriptions are rich text the editor can show', () => {
  let t: TestApp;
  let w: TasksWorld;
  let orbitId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
    orbitId = (await makeOrbit(w, w.people.owner.client)).id;
  });
  afterAll(() => t.close());

  const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', content });
  const unknownContent = [
    doc({ type: 'image', attrs: { src: 'https://example.com/a.png' } }),
    doc({ type: 'table', content: [{ type: 'tableRow', content: [] }] }),
    doc({
      type: 'paragraph',
      content: [{ type: 'text', text: 'red', marks: [{ type: 'textStyle', attrs: { color: 'red' } }] }],
    }),
  ];

  it('refuses unknown content on create and on edit, and keeps what was there', async () => {
    const c = w.people.owner.client;
    const good = doc({
      type: 'paragraph',
      content: [{ type: 'text', text: 'Keep me', marks: [{ type: 'bold' }] }],
    });
    const item = await makeItem(w, c, orbitId, { description: good });
    for (const description of unknownContent) {
      const created = await c.post(`${w.base}/items`, {
        clientId: randomUUID(),
        orbitId,
        title: 'x',
        description,
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().fields.description).toMatch(/The editor cannot show/);
      const edited = await c.patch(`${w.base}/items/${item.id}`, { description });
      expect(edited.statusCode).toBe(400);
      expect(edited.json().fields).toHaveProperty('description');
    }
    const boot = (await c.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.items.find((i: { id: string }) => i.id === item.id).description).toBe(good);
    expect(boot.items.filter((i: { title: string }) => i.title === 'x')).toEqual([]);
  });

  it('still takes plain text and what the editor writes', async () => {
    const c = w.people.owner.client;
    const item = await makeItem(w, c, orbitId, { description: 'plain words {not json' });
    const rich = doc({
      type: 'bulletList',
      content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
    });
    expect((await c.patch(`${w.base}/items/${item.id}`, { description: rich })).statusCode).toBe(200);
  });
});
