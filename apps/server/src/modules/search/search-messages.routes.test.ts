import { randomUUID } from 'node:crypto';
import type { MessageDto, MessageSearchMatch, TaskSearchHit } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { chatBase, doc, makeTopic, send } from '../chat/chat.fixture.js';
import { createTasksWorld, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';

// Message search forgives accents and typos (migration 0027: `orbit_search` and the `message_words`
// vocabulary), and both searches page with `offset` for the search page's "Show more".

type Hit = { message: MessageDto; snippet: string; match: MessageSearchMatch };

describe('message search: accents, typos, pages', () => {
  let t: TestApp;
  let w: TasksWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  const searchAs = async (role: keyof TasksWorld['people'], q: string, extra = '') => {
    const res = await w.people[role].client.get(`${chatBase(w)}/search?q=${encodeURIComponent(q)}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Hit[];
  };

  it('folds accents both ways: cafe finds Café, CRÈME finds creme', async () => {
    const topic = await makeTopic(w, w.people.owner.client);
    const cafe = await send(w, w.people.owner.client, topic.id, 'Meet at the Café tomorrow');
    const creme = await send(w, w.people.owner.client, topic.id, 'The creme brulee was great');
    const byCafe = await searchAs('member', 'cafe');
    expect(byCafe.map((h) => h.message.id)).toEqual([cafe.id]);
    expect(byCafe[0]).toMatchObject({ match: 'words' });
    expect(byCafe[0]?.snippet).toContain('«Café»');
    expect((await searchAs('member', 'CRÈME')).map((h) => h.message.id)).toEqual([creme.id]);
  });

  it('a typo finds the word it resembles, after the exact matches, never in a conversation the caller cannot see', async () => {
    const { owner } = w.people;
    const open = await makeTopic(w, owner.client);
    const secret = await makeTopic(w, owner.client, { visibility: 'private' });
    const launch = await send(w, owner.client, open.id, 'The launch checklist is ready');
    await send(w, owner.client, secret.id, 'Secret launch budget');
    // Only the private topic has this word: its typo finds nothing for the member, the message for the owner.
    await send(w, owner.client, secret.id, 'Quarterly zeppelin review');

    const hits = await searchAs('member', 'lanch');
    expect(hits.map((h) => h.message.id)).toEqual([launch.id]);
    expect(hits[0]?.match).toBe('similar');
    expect(hits[0]?.snippet).toContain('«launch»');
    expect(await searchAs('member', 'zeppelim')).toEqual([]);
    expect((await searchAs('owner', 'zeppelim')).map((h) => h.match)).toEqual(['similar']);
    // Words matching as typed come first, then the similar ones.
    const exact = await send(w, owner.client, open.id, 'lanch is how I spell it');
    expect((await searchAs('member', 'lanch')).map((h) => [h.message.id, h.match])).toEqual([
      [exact.id, 'words'],
      [launch.id, 'similar'],
    ]);
    // Two letters are too few to guess from.
    expect(await searchAs('member', 'lx')).toEqual([]);

    // An edit teaches the vocabulary its new words.
    const edited = await send(w, owner.client, open.id, 'Bring your instrument');
    expect(await searchAs('member', 'xylophome')).toEqual([]);
    const res = await owner.client.patch(`${chatBase(w)}/messages/${edited.id}`, {
      body: doc('Bring your xylophone'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await searchAs('member', 'xylophome')).map((h) => [h.message.id, h.match])).toEqual([
      [edited.id, 'similar'],
    ]);
  });

  it('pages newest first with offset: no hit twice, none left out; a bad offset is 400 on the field', async () => {
    const topic = await makeTopic(w, w.people.owner.client);
    const sent: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      sent.push((await send(w, w.people.owner.client, topic.id, `pagination sample ${i}`)).id);
    }
    const pages: string[][] = [];
    for (const offset of [0, 2, 4, 6]) {
      pages.push(
        (await searchAs('member', 'pagination', `&limit=2&offset=${offset}`)).map((h) => h.message.id),
      );
    }
    expect(pages).toEqual([[sent[4], sent[3]], [sent[2], sent[1]], [sent[0]], []]);
    for (const offset of ['-1', '501', '1.5', 'x']) {
      const res = await w.people.member.client.get(`${chatBase(w)}/search?q=pagination&offset=${offset}`);
      expect(res.statusCode, offset).toBe(400);
      expect(Object.keys(res.json().fields), offset).toEqual(['offset']);
    }
  });

  it('task search pages the same ranking with offset', async () => {
    const orbit = await makeOrbit(w, w.people.owner.client);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const res = await w.people.owner.client.post(`${w.base}/items`, {
        clientId: randomUUID(),
        orbitId: orbit.id,
        title: `Pageable task ${i}`,
      });
      ids.push(res.json().id);
    }
    const page = async (offset: number) => {
      const res = await w.people.member.client.get(`${w.base}/search?q=pageable&limit=2&offset=${offset}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as TaskSearchHit[]).map((hit) => hit.id);
    };
    const whole = (
      await w.people.member.client.get(`${w.base}/search?q=pageable&limit=5`)
    ).json() as TaskSearchHit[];
    const pages = [await page(0), await page(2), await page(4), await page(6)];
    expect(pages.flat()).toEqual(whole.map((hit) => hit.id));
    expect(new Set(pages.flat())).toEqual(new Set(ids));
    expect(pages[3]).toEqual([]);
    const bad = await w.people.member.client.get(`${w.base}/search?q=pageable&offset=9999`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['offset']);
  });
});
