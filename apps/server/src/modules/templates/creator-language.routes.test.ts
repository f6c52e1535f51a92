import { randomUUID } from 'node:crypto';
import type { BootstrapDto, OrbitDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workspaces } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createUser, createWorkspace, signedInClient } from '../../test/factories.js';
import { createTasksWorld, type TasksWorld } from '../sync/tasks.fixture.js';

const statusNames = (orbit: OrbitDto | undefined) => orbit?.statuses.map((status) => status.name);

describe('default content in the creator’s language', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  it('names a new orbit’s statuses and first list in the language its creator uses', async () => {
    const c = w.people.member.client;
    const german = (
      await c.post(`${w.base}/orbits`, { clientId: randomUUID(), name: 'Q3', locale: 'de' })
    ).json();
    expect(statusNames(german)).toEqual(['Zu erledigen', 'In Arbeit', 'Erledigt']);
    const japanese = (
      await c.post(`${w.base}/orbits`, { clientId: randomUUID(), name: 'Q4', locale: 'ja' })
    ).json();
    expect(statusNames(japanese)).toEqual(['未着手', '進行中', '完了']);
    const plain = (await c.post(`${w.base}/orbits`, { clientId: randomUUID(), name: 'Q1' })).json();
    expect(statusNames(plain)).toEqual(['To do', 'In progress', 'Done']);
    const boot: BootstrapDto = (await c.get(`${w.base}/sync/bootstrap`)).json();
    const firstList = (orbit: OrbitDto) => boot.lists.find((list) => list.orbitId === orbit.id)?.name;
    expect([firstList(german), firstList(japanese), firstList(plain)]).toEqual([
      'Aufgaben',
      'タスク',
      'Tasks',
    ]);
  });

  it('refuses a language the app does not ship, on the field, and makes nothing', async () => {
    const clientId = randomUUID();
    const res = await w.people.member.client.post(`${w.base}/orbits`, { clientId, name: 'X', locale: 'xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('locale');
    const boot: BootstrapDto = (await w.people.member.client.get(`${w.base}/sync/bootstrap`)).json();
    expect(boot.orbits.some((orbit) => orbit.clientId === clientId)).toBe(false);
  });

  it('writes a template in German for a German creator: orbits, lists, statuses and tasks', async () => {
    const res = await w.people.admin.client.post(`${w.base}/templates/apply`, {
      template: 'marketing',
      locale: 'de',
    });
    expect(res.statusCode).toBe(201);
    const { orbitIds } = res.json();
    const boot: BootstrapDto = (await w.people.admin.client.get(`${w.base}/sync/bootstrap`)).json();
    const made = boot.orbits.filter((orbit) => orbitIds.includes(orbit.id));
    expect(made.map((orbit) => orbit.name).sort()).toEqual(['Kampagnen', 'Redaktionsplan']);
    expect(statusNames(made[0])).toEqual(['Zu erledigen', 'In Arbeit', 'Erledigt']);
    const lists = boot.lists.filter((list) => orbitIds.includes(list.orbitId)).map((list) => list.name);
    expect(lists.sort()).toEqual(['Dieser Monat', 'Ideen', 'In Produktion', 'Veröffentlicht']);
    const titles = boot.items.filter((item) => orbitIds.includes(item.orbitId)).map((item) => item.title);
    expect(titles).toContain('Frühjahrskampagne planen');
    expect(titles).not.toContain('Plan the spring campaign');
  });

  it('finishing onboarding in Japanese saves the language and writes the template in it', async () => {
    const db = t.database.db;
    const user = await createUser(db, { onboardingStep: 'invite-others' });
    const workspace = await createWorkspace(db, user);
    await db.update(workspaces).set({ useCase: 'personal-tasks' }).where(eq(workspaces.id, workspace.id));
    const client = await signedInClient(t.app, db, user);
    const ready = await client.request({
      method: 'PATCH',
      url: '/api/auth/me/onboarding',
      payload: { step: 'getting-things-ready', locale: 'ja' },
    });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().locale).toBe('ja');
    const boot: BootstrapDto = (await client.get(`/api/orgs/${workspace.slug}/sync/bootstrap`)).json();
    expect(boot.orbits.map((orbit) => orbit.name)).toEqual(['個人']);
    expect(statusNames(boot.orbits[0])).toEqual(['未着手', '進行中', '完了']);
    expect(boot.lists.map((list) => list.name).sort()).toEqual(['いつか', 'やること']);
    expect(boot.items.map((item) => item.title)).toContain('歯医者を予約する');
    // Later content without a language named follows the saved one.
    const orbit = (
      await client.post(`/api/orgs/${workspace.slug}/orbits`, { clientId: randomUUID(), name: '家' })
    ).json();
    expect(statusNames(orbit)).toEqual(['未着手', '進行中', '完了']);
    const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBe('ja');
  });
});
