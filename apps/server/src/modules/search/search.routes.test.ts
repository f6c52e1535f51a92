import { randomUUID } from 'node:crypto';
import type { TaskSearchHit } from '@orbit/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../test/api-client.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';
import { hasTrigrams, prefixQuery } from './search-tasks.js';

describe('task search', () => {
  let t: TestApp;
  let w: TasksWorld;
  let publicOrbit: string;
  let otherOrbit: string;
  let privateOrbit: string;
  let guestOrbit: string;
  let archivedOrbit: string;

  const task = async (orbitId: string, title: string, body: Record<string, unknown> = {}) => {
    const res = await w.people.owner.client.post(`${w.base}/items`, {
      clientId: randomUUID(),
      orbitId,
      title,
      ...body,
    });
    if (res.statusCode !== 201) throw new Error(`task: ${res.statusCode} ${res.body}`);
    return res.json() as { id: string };
  };
  const search = async (role: keyof TasksWorld['people'], q: string, params = '', base = w.base) =>
    w.people[role].client.get(`${base}/search?q=${encodeURIComponent(q)}${params}`);
  const titles = async (role: keyof TasksWorld['people'], q: string, params = '') => {
    const res = await search(role, q, params);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as TaskSearchHit[]).map((hit) => hit.title);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
    publicOrbit = (await makeOrbit(w, w.people.owner.client)).id;
    otherOrbit = (await makeOrbit(w, w.people.owner.client, { name: 'Other' })).id;
    privateOrbit = (await makeOrbit(w, w.people.owner.client, { visibility: 'private' })).id;
    guestOrbit = (
      await makeOrbit(w, w.people.owner.client, {
        visibility: 'private',
        memberIds: [w.people.guest.user.id],
      })
    ).id;
    archivedOrbit = (await makeOrbit(w, w.people.owner.client, { name: 'Old' })).id;
    await task(publicOrbit, 'Plan the launch party');
    await task(publicOrbit, 'Launch checklist', { assigneeIds: [w.people.member.user.id] });
    await task(publicOrbit, 'Buy 100% cotton shirts');
    await task(privateOrbit, 'Secret launch budget');
    await task(privateOrbit, 'Secretive roadmap');
    await task(guestOrbit, 'Guest launch notes');
    await task(otherOrbit, 'Café opening');
    for (const title of [
      'Ask the reviewers',
      'Read the review draft',
      'Write the review notes',
      'Review the design',
    ])
      await task(otherOrbit, title);
    await task(archivedOrbit, 'Launch archive');
    const trashed = await task(publicOrbit, 'Launch leftovers');
    await w.people.owner.client.delete(`${w.base}/items/${trashed.id}`);
    await t.database.db.execute(sql`update orbits set archived_at = now() where id = ${archivedOrbit}`);
    // Another workspace's task with the same words.
    const theirs = `/api/orgs/${w.stranger.workspace.slug}`;
    const orbit = (
      await w.stranger.client.post(`${theirs}/orbits`, { clientId: randomUUID(), name: 'Theirs' })
    ).json();
    await w.stranger.client.post(`${theirs}/items`, {
      clientId: randomUUID(),
      orbitId: orbit.id,
      title: 'Launch elsewhere',
    });
  });
  afterAll(() => t.close());

  it('the embedded PostgreSQL has pg_trgm and unaccent', async () => {
    expect(await hasTrigrams(t.database.db)).toBe(true);
    const unaccent = await t.database.db.execute(sql`select 1 from pg_extension where extname = 'unaccent'`);
    expect(unaccent.rows).toHaveLength(1);
  });

  it('finds by words and prefixes, only in the orbits one sees: private orbits, archived orbits and Trash stay out', async () => {
    expect((await titles('owner', 'launch')).sort()).toEqual(
      ['Guest launch notes', 'Launch checklist', 'Plan the launch party', 'Secret launch budget'].sort(),
    );
    expect((await titles('member', 'lau')).sort()).toEqual(['Launch checklist', 'Plan the launch party']);
    expect(await titles('member', 'secret')).toEqual([]);
    expect(await titles('member', 'budget')).toEqual([]);
    // A guest sees only the orbit they were added to.
    expect(await titles('guest', 'launch')).toEqual(['Guest launch notes']);
    expect(await titles('guest', 'plan')).toEqual([]);
  });

  it('ranks a title starting with the text first, then every word whole, then open before done', async () => {
    expect(await titles('member', 'launch')).toEqual(['Launch checklist', 'Plan the launch party']);
    const order = [
      'Review the design',
      'Write the review notes',
      'Read the review draft',
      'Ask the reviewers',
    ];
    expect(await titles('member', 'review')).toEqual(order);
    await t.database.db.execute(
      sql`update items set completed_at = now() where title = 'Write the review notes'`,
    );
    try {
      expect(await titles('member', 'review')).toEqual([order[0], order[2], order[1], order[3]]);
    } finally {
      await t.database.db.execute(
        sql`update items set completed_at = null where title = 'Write the review notes'`,
      );
    }
  });

  it('folds accents both ways', async () => {
    expect(await titles('member', 'cafe')).toEqual(['Café opening']);
    expect(await titles('member', 'CAFÉ op')).toEqual(['Café opening']);
  });

  it('finds a typo or a piece of a word through the vocabulary, after the word matches, and takes % and _ literally', async () => {
    const hits = (await search('member', 'lanch')).json() as TaskSearchHit[];
    expect(hits.map((hit) => hit.title).sort()).toEqual(['Launch checklist', 'Plan the launch party']);
    expect(hits.every((hit) => hit.match === 'similar')).toBe(true);
    expect(await titles('member', 'chekclist')).toEqual(['Launch checklist']);
    expect(await titles('member', 'lanch partu')).toEqual(['Plan the launch party']);
    // A piece inside a word.
    expect(await titles('member', 'list')).toEqual(['Launch checklist']);
    const pct = await search('member', '100%');
    expect(pct.statusCode, pct.body).toBe(200);
    expect(await titles('member', '100%')).toEqual(['Buy 100% cotton shirts']);
    const one = await search('member', '%');
    expect(one.statusCode, one.body).toBe(200);
    expect(await titles('member', '%')).toEqual(['Buy 100% cotton shirts']);
    expect(await titles('member', '_')).toEqual([]);
    expect(await titles('member', 'p')).toEqual(['Plan the launch party']);
  });

  it('learns the words of a renamed task, so a typo of them finds it', async () => {
    const renamed = await task(otherOrbit, 'Draft');
    expect(await titles('member', 'forcast')).toEqual([]);
    const res = await w.people.owner.client.patch(`${w.base}/items/${renamed.id}`, {
      title: 'Quarterly forecast',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await titles('member', 'forcast')).toEqual(['Quarterly forecast']);
  });

  it('never widens into what one cannot see: typos and pieces of private words find nothing', async () => {
    // "secrte" resembles "secret" and "secretive", words of a private orbit only.
    expect(await titles('owner', 'secrte')).toContain('Secret launch budget');
    expect(await titles('owner', 'cretive')).toEqual(['Secretive roadmap']);
    expect(await titles('member', 'secrte')).toEqual([]);
    expect(await titles('member', 'cretive')).toEqual([]);
    expect(await titles('guest', 'lanch')).toEqual(['Guest launch notes']);
    expect(await titles('guest', 'cafe')).toEqual([]);
  });

  it('filters by orbit, status, person and creation time', async () => {
    expect(await titles('member', 'launch', `&orbitId=${publicOrbit}`)).toEqual([
      'Launch checklist',
      'Plan the launch party',
    ]);
    expect(await titles('member', 'launch', `&orbitId=${otherOrbit}`)).toEqual([]);
    // A filter naming an orbit one cannot see answers nothing from it.
    expect(await titles('member', 'launch', `&orbitId=${privateOrbit}`)).toEqual([]);
    expect(await titles('guest', 'launch', `&orbitId=${publicOrbit}`)).toEqual([]);
    expect(await titles('member', 'launch', `&personId=${w.people.member.user.id}`)).toEqual([
      'Launch checklist',
    ]);
    // The owner made them all.
    expect(await titles('member', 'launch', `&personId=${w.people.owner.user.id}`)).toHaveLength(2);
    await t.database.db.execute(sql`update items set completed_at = now() where title = 'Launch checklist'`);
    try {
      expect(await titles('member', 'launch', '&status=done')).toEqual(['Launch checklist']);
      expect(await titles('member', 'launch', '&status=open')).toEqual(['Plan the launch party']);
    } finally {
      await t.database.db.execute(sql`update items set completed_at = null where title = 'Launch checklist'`);
    }
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect(await titles('member', 'launch', `&from=${hourAgo}&to=${inAnHour}`)).toHaveLength(2);
    expect(await titles('member', 'launch', `&to=${hourAgo}`)).toEqual([]);
    expect(await titles('member', 'lanch', `&from=${inAnHour}`)).toEqual([]);
  });

  it('answers 404 to another workspace, 401 without a session, 400 on bad words or filters', async () => {
    expect((await w.stranger.client.get(`${w.base}/search?q=launch`)).statusCode).toBe(404);
    const theirs = await w.stranger.client.get(`/api/orgs/${w.stranger.workspace.slug}/search?q=launch`);
    expect((theirs.json() as TaskSearchHit[]).map((hit) => hit.title)).toEqual(['Launch elsewhere']);
    // Their own workspace with our orbit as the filter: nothing of ours.
    const crossed = await w.stranger.client.get(
      `/api/orgs/${w.stranger.workspace.slug}/search?q=launch&orbitId=${publicOrbit}`,
    );
    expect(crossed.json()).toEqual([]);
    expect((await createApiClient(t.app).get(`${w.base}/search?q=launch`)).statusCode).toBe(401);
    for (const q of ['', '   ', 'x'.repeat(201)]) {
      const res = await search('owner', q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().fields).toHaveProperty('q');
    }
    const bad: [string, string][] = [
      ['&status=later', 'status'],
      ['&personId=nobody', 'personId'],
      ['&orbitId=a%27b', 'orbitId'],
      ['&from=yesterday', 'from'],
      [`&from=${new Date().toISOString()}&to=2000-01-01T00:00:00.000Z`, 'to'],
    ];
    for (const [params, field] of bad) {
      const res = await search('owner', 'launch', params);
      expect(res.statusCode, params).toBe(400);
      expect(res.json().fields, params).toHaveProperty(field);
    }
  });

  it('turns typed words into a prefix query of letters and digits only', () => {
    expect(prefixQuery("Launch's plan!")).toBe('launch:* & s:* & plan:*');
    expect(prefixQuery('& | ! :*')).toBeNull();
  });
});
