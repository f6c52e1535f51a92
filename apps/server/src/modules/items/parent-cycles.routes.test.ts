import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';

// Issue 11 item 9: a task may not become its own ancestor, however deep the chain and however it is
// asked for (a plain edit, a move within the orbit, a temporary id, two crossing edits at once).
describe('subtask cycles', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  it('refuses a parent that is the task or one of its descendants: 400 on parentId, nothing changed', async () => {
    const c = w.people.member.client;
    const orbit = await makeOrbit(w, c);
    const a = await makeItem(w, c, orbit.id, { title: 'A' });
    const b = await makeItem(w, c, orbit.id, { title: 'B', parentId: a.id });
    const cc = await makeItem(w, c, orbit.id, { title: 'C', parentId: b.id });
    const d = await makeItem(w, c, orbit.id, { title: 'D', parentId: cc.clientId });
    for (const [what, body] of [
      ['itself', { parentId: a.id }],
      ['its child', { parentId: b.id }],
      ['its grandchild', { parentId: cc.id }],
      ['a deeper descendant by temporary id', { parentId: d.clientId }],
      ['a move within the orbit', { orbitId: orbit.id, parentId: d.id, position: 'z' }],
    ] as const) {
      const res = await c.patch(`${w.base}/items/${a.id}`, body);
      expect(`${what}: ${res.statusCode}`).toBe(`${what}: 400`);
      expect(res.json().fields).toHaveProperty('parentId');
    }
    const boot = (await c.get(`${w.base}/sync/bootstrap`)).json();
    const stored = boot.items.find((item: { id: string }) => item.id === a.id);
    expect(stored).toMatchObject({ parentId: null, position: a.position });
    // A task may still move under an unrelated one, and a descendant under a sibling of its parent.
    expect((await c.patch(`${w.base}/items/${d.id}`, { parentId: b.id })).statusCode).toBe(200);
  });

  it('two crossing edits at once: one wins, the other is refused', async () => {
    const c = w.people.member.client;
    const orbit = await makeOrbit(w, c);
    const x = await makeItem(w, c, orbit.id, { title: 'X' });
    const y = await makeItem(w, c, orbit.id, { title: 'Y' });
    const answers = await Promise.all([
      c.patch(`${w.base}/items/${x.id}`, { parentId: y.id }),
      c.patch(`${w.base}/items/${y.id}`, { parentId: x.id }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });
});
