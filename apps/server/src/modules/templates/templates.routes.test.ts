import type { BootstrapDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaces } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, createWorkspace, signedInClient } from '../../test/factories.js';
import { createTasksWorld, type TasksWorld } from '../sync/tasks.fixture.js';
import { templateCatalog } from './template-catalog.js';

describe('templates', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  it('every use case seeds 1–3 orbits with lists and 3–6 example tasks', () => {
    for (const [id, orbits] of Object.entries(templateCatalog)) {
      expect(orbits.length, id).toBeGreaterThanOrEqual(1);
      expect(orbits.length, id).toBeLessThanOrEqual(3);
      const tasks = orbits.reduce((sum, orbit) => sum + orbit.tasks.length, 0);
      expect(tasks, id).toBeGreaterThanOrEqual(3);
      expect(orbits.every((orbit) => orbit.tasks.every((task) => task.list < orbit.lists.length))).toBe(true);
    }
  });

  it('applies a template: orbits, lists and tasks, done ones completed', async () => {
    const res = await w.people.member.client.post(`${w.base}/templates/apply`, {
      template: 'software-development',
    });
    expect(res.statusCode).toBe(201);
    const { orbitIds } = res.json();
    expect(orbitIds).toHaveLength(2);
    const boot: BootstrapDto = (await w.people.member.client.get(`${w.base}/sync/bootstrap`)).json();
    const items = boot.items.filter((item) => orbitIds.includes(item.orbitId));
    expect(items).toHaveLength(7);
    expect(items.filter((item) => item.completedAt)).toHaveLength(1);
    expect(boot.lists.filter((list) => orbitIds.includes(list.orbitId)).map((list) => list.name)).toContain(
      'Bugs',
    );
    expect(boot.orbits.find((orbit) => orbit.id === orbitIds[0])?.memberIds).toEqual([
      w.people.member.user.id,
    ]);
  });

  it('refuses guests and unknown templates', async () => {
    expect(
      (await w.people.guest.client.post(`${w.base}/templates/apply`, { template: 'marketing' })).statusCode,
    ).toBe(403);
    expect(
      (await w.people.owner.client.post(`${w.base}/templates/apply`, { template: 'nope' })).statusCode,
    ).toBe(400);
  });

  it('finishing onboarding applies the chosen use case once', async () => {
    const db = t.database.db;
    const user = await createUser(db, { onboardingStep: 'invite-others' });
    const workspace = await createWorkspace(db, user);
    await db.update(workspaces).set({ useCase: 'marketing' }).where(eq(workspaces.id, workspace.id));
    const client = await signedInClient(t.app, db, user);
    const ready = await client.request({
      method: 'PATCH',
      url: '/api/auth/me/onboarding',
      payload: { step: 'getting-things-ready' },
    });
    expect(ready.statusCode).toBe(200);
    await client.request({ method: 'PATCH', url: '/api/auth/me/onboarding', payload: { step: 'done' } });
    const boot: BootstrapDto = (await client.get(`/api/orgs/${workspace.slug}/sync/bootstrap`)).json();
    expect(boot.orbits.map((orbit) => orbit.name).sort()).toEqual(['Campaigns', 'Content calendar']);
  });
});
