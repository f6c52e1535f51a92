import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, type TasksWorld } from './tasks.fixture.js';

let t: TestApp;
let w: TasksWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await createTasksWorld(t);
});
afterAll(async () => {
  await t.close();
});

it('the bootstrap says in Server-Timing how long its reading and its serialising took; a refusal does not', async () => {
  const answer = await w.people.owner.client.get(`${w.base}/sync/bootstrap`);
  expect(answer.statusCode).toBe(200);
  const timing = String(answer.headers['server-timing'] ?? '');
  expect(timing).toMatch(/^db;dur=\d+\.\d, serialise;dur=\d+\.\d$/);

  const refused = await w.stranger.client.get(`${w.base}/sync/bootstrap`);
  expect(refused.statusCode).toBe(404);
  expect(refused.headers['server-timing']).toBeUndefined();
});
