import { randomUUID } from 'node:crypto';
import type { AttachmentDto, MessageDto } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipartBody } from '../attachments/attachments.fixture.js';
import { createTasksWorld, type TasksWorld } from '../sync/tasks.fixture.js';
import { chatBase, doc, makeDm, makeTopic, send } from './chat.fixture.js';
import { prefixQuery } from './search-messages.js';

describe('chat search and files', () => {
  let t: TestApp;
  let w: TasksWorld;
  let c: string;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
    c = chatBase(w);
  });
  afterAll(() => t.close());

  type Hit = { message: MessageDto; snippet: string };
  const search = async (who: 'owner' | 'member' | 'guest', q: string, extra = '') =>
    (await w.people[who].client.get(`${c}/search?q=${encodeURIComponent(q)}${extra}`)).json() as Hit[];

  it('turns typed words into prefix terms only', () => {
    expect(prefixQuery("Plan: the 'launch' & !x")).toBe('plan:* & the:* & launch:* & x:*');
    expect(prefixQuery('&|!:*()')).toBeNull();
  });

  it('finds words by prefix, newest first, only where the caller can see', async () => {
    const { owner, member, guest } = w.people;
    const open = await makeTopic(w, owner.client);
    const secret = await makeTopic(w, owner.client, { visibility: 'private' });
    const dm = await makeDm(w, owner.client, [guest.user.id]);
    const first = await send(w, owner.client, open.id, 'The quarterly planning meeting moved');
    const second = await send(w, member.client, open.id, 'Planning notes are in the doc');
    await send(w, owner.client, secret.id, 'Secret planning for the offsite');
    const forGuest = await send(w, owner.client, dm.id, 'planning a guest visit');
    const deleted = await send(w, owner.client, open.id, 'planning that went away');
    await owner.client.delete(`${c}/messages/${deleted.id}`);

    const memberHits = await search('member', 'plan');
    expect(memberHits.map((hit) => hit.message.id)).toEqual([second.id, first.id]);
    expect(memberHits[1]?.snippet).toContain('«planning»');
    // Answered from the newest messages alone when they hold enough: the same newest first.
    const newest = await search('member', 'plan', '&limit=1');
    expect(newest.map((hit) => hit.message.id)).toEqual([second.id]);
    expect(newest[0]?.snippet).toContain('«Planning»');
    expect((await search('owner', 'plan')).length).toBe(4);
    expect((await search('guest', 'plan')).map((hit) => hit.message.id)).toEqual([forGuest.id]);
    expect((await search('member', 'quarterly plan')).map((hit) => hit.message.id)).toEqual([first.id]);
    const hidden = await member.client.get(`${c}/search?q=plan&conversationId=${secret.id}`);
    expect(hidden.statusCode).toBe(404);
    expect((await search('owner', 'plan', `&conversationId=${secret.id}`)).length).toBe(1);
    const empty = await w.people.member.client.get(`${c}/search?q=%20`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('q');
  });

  it('narrows to an author and a sending time, never past what the caller sees', async () => {
    const { owner, member } = w.people;
    const open = await makeTopic(w, owner.client);
    const secret = await makeTopic(w, owner.client, { visibility: 'private' });
    const mine = await send(w, member.client, open.id, 'Roadmap draft from the member');
    const theirs = await send(w, owner.client, open.id, 'Roadmap review from the owner');
    await send(w, owner.client, secret.id, 'Roadmap secrets from the owner');
    const ids = (hits: Hit[]) => hits.map((hit) => hit.message.id);
    expect(ids(await search('member', 'roadmap', `&authorId=${member.user.id}`))).toEqual([mine.id]);
    // The owner's messages the member can see: not the private topic's.
    expect(ids(await search('member', 'roadmap', `&authorId=${owner.user.id}`))).toEqual([theirs.id]);
    expect(await search('owner', 'roadmap', `&authorId=${owner.user.id}`)).toHaveLength(2);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect(await search('member', 'roadmap', `&from=${hourAgo}&to=${inAnHour}`)).toHaveLength(2);
    expect(await search('member', 'roadmap', `&to=${hourAgo}`)).toEqual([]);
    for (const [extra, field] of [
      ['&authorId=someone', 'authorId'],
      ['&from=soon', 'from'],
      [`&from=${inAnHour}&to=${hourAgo}`, 'to'],
    ]) {
      const res = await member.client.get(`${c}/search?q=roadmap${extra}`);
      expect(res.statusCode, extra).toBe(400);
      expect(res.json().fields, extra).toHaveProperty(field ?? '');
    }
  });

  it('files: uploaded to a conversation, sent with a message, served to who sees it, gone with it', async () => {
    const { owner, member, admin } = w.people;
    const topic = await makeTopic(w, owner.client, { visibility: 'private', memberIds: [member.user.id] });
    const upload = multipartBody([
      { name: 'notes.txt', type: 'text/plain', data: Buffer.from('hello file') },
    ]);
    const uploaded = await owner.client.post(
      `${c}/conversations/${topic.id}/files`,
      upload.payload,
      upload.headers,
    );
    expect(uploaded.statusCode).toBe(201);
    const [file] = uploaded.json() as AttachmentDto[];
    expect(file).toMatchObject({ name: 'notes.txt', size: 10 });
    // Someone else may not send another person's upload.
    const stolen = await member.client.post(`${c}/conversations/${topic.id}/messages`, {
      clientId: randomUUID(),
      body: doc('mine now'),
      attachmentIds: [file?.id],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().fields).toHaveProperty('attachmentIds');
    const message = await send(w, owner.client, topic.id, 'see attached', { attachmentIds: [file?.id] });
    expect(message.attachments.map((a) => a.id)).toEqual([file?.id]);
    const got = await member.client.get(`${c}/messages/${message.id}/files/${file?.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe('hello file');
    expect(got.headers['content-disposition']).toContain('notes.txt');
    expect((await admin.client.get(`${c}/messages/${message.id}/files/${file?.id}`)).statusCode).toBe(404);
    await owner.client.delete(`${c}/messages/${message.id}`);
    expect((await member.client.get(`${c}/messages/${message.id}/files/${file?.id}`)).statusCode).toBe(404);
    const notMultipart = await owner.client.post(`${c}/conversations/${topic.id}/files`, { x: 1 });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().fields).toHaveProperty('file');
  });
});
