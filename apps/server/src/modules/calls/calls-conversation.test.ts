import type { CallDto, MessageDto, Role } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { chatBase, makeDm, makeTopic } from '../chat/chat.fixture.js';
import { createTasksWorld, type TasksWorld } from '../sync/tasks.fixture.js';

describe('calls in a conversation', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  const client = (role: Role) => w.people[role].client;
  const id = (role: Role) => w.people[role].user.id;
  const messagesOf = async (role: Role, conversationId: string): Promise<MessageDto[]> => {
    const res = await client(role).get(`${chatBase(w)}/conversations/${conversationId}/messages`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().messages;
  };

  it('a call from a topic rings its members and shows in the topic: started, then ended with its length', async () => {
    const topic = await makeTopic(w, client('owner'), {
      visibility: 'private',
      memberIds: [id('admin'), id('member')],
    });
    const res = await client('owner').post(`${w.base}/calls`, { conversationId: topic.id });
    expect(res.statusCode, res.body).toBe(201);
    const call: CallDto = res.json();
    expect(call.kind).toBe('conversation');
    expect(call.conversationId).toBe(topic.id);
    expect(call.participants.map((p) => [p.userId, p.invited]).sort()).toEqual(
      [
        [id('owner'), false],
        [id('admin'), true],
        [id('member'), true],
      ].sort(),
    );
    const [posted] = (await messagesOf('member', topic.id)).filter((m) => m.call);
    expect(posted?.authorId).toBe(id('owner'));
    expect(posted?.call).toMatchObject({ id: call.id, endedAt: null, durationSeconds: null });

    // Members reach the call; a guest who is no member of the private topic does not.
    expect((await client('member').get(`${w.base}/calls/${call.id}`)).statusCode).toBe(200);
    expect((await client('guest').get(`${w.base}/calls/${call.id}`)).statusCode).toBe(404);
    expect((await client('guest').post(`${w.base}/calls/${call.id}/join`)).statusCode).toBe(404);

    expect((await client('owner').post(`${w.base}/calls/${call.id}/join`)).statusCode).toBe(200);
    expect((await client('admin').post(`${w.base}/calls/${call.id}/join`)).statusCode).toBe(200);
    await client('owner').post(`${w.base}/calls/${call.id}/leave`);
    const ended = (await client('admin').post(`${w.base}/calls/${call.id}/leave`)).json();
    expect(ended.endedAt).not.toBeNull();
    const after = (await messagesOf('admin', topic.id)).find((m) => m.id === posted?.id);
    expect(after?.call?.endedAt).toBe(ended.endedAt);
    expect(after?.call?.durationSeconds).toBeGreaterThanOrEqual(0);
    // The one who never answered missed it.
    expect(ended.participants.find((p: { userId: string }) => p.userId === id('member')).state).toBe(
      'missed',
    );
  });

  it('a call from a dm rings the other person', async () => {
    const dm = await makeDm(w, client('member'), [id('admin')]);
    const res = await client('member').post(`${w.base}/calls`, { conversationId: dm.id });
    expect(res.statusCode, res.body).toBe(201);
    const call: CallDto = res.json();
    expect(call.participants.find((p) => p.userId === id('admin'))).toMatchObject({
      state: 'invited',
      invited: true,
    });
    expect((await messagesOf('admin', dm.id)).some((m) => m.call?.id === call.id)).toBe(true);
  });

  it('only the members start a call in it: 403 for a non-member of a public topic, 404 for what one does not see', async () => {
    const before = (await client('owner').get(`${w.base}/calls`)).json().length;
    const open = await makeTopic(w, client('owner'), { visibility: 'public' });
    const outsider = await client('member').post(`${w.base}/calls`, { conversationId: open.id });
    expect(outsider.statusCode).toBe(403);
    const secret = await makeTopic(w, client('owner'), { visibility: 'private' });
    expect((await client('member').post(`${w.base}/calls`, { conversationId: secret.id })).statusCode).toBe(
      404,
    );
    const elsewhere = await w.stranger.client.post(`/api/orgs/${w.stranger.workspace.slug}/calls`, {
      conversationId: secret.id,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await messagesOf('owner', open.id)).some((m) => m.call)).toBe(false);
    expect((await client('owner').get(`${w.base}/calls`)).json().length).toBe(before);
  });
});
