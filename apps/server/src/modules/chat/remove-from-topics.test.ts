import type { ConversationDto } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createTasksWorld, type TasksWorld } from '../sync/tasks.fixture.js';
import { chatBase, makeDm, makeTopic } from './chat.fixture.js';

type Change = { entity: string; op: string; id: string; data: ConversationDto | null };

describe('someone removed from the workspace', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  it('leaves its topics, and the change log tells the topics’ audiences; their dms stay', async () => {
    const { owner, member, admin } = w.people;
    const secret = await makeTopic(w, owner.client, {
      visibility: 'private',
      memberIds: [member.user.id, admin.user.id],
    });
    const open = await makeTopic(w, admin.client, { visibility: 'public' });
    expect((await member.client.post(`${chatBase(w)}/topics/${open.id}/join`)).statusCode).toBe(200);
    const other = await makeTopic(w, owner.client, { visibility: 'public' });
    const dm = await makeDm(w, owner.client, [member.user.id]);
    const cursor = (await admin.client.get(`${w.base}/sync/changes?after=0`)).json().seq as number;

    const removed = await owner.client.delete(`${w.base}/members/${member.user.id}`);
    expect(removed.statusCode).toBe(204);

    // The admin's client hears of both topics with the member gone, and nothing of the third.
    const changes = (await admin.client.get(`${w.base}/sync/changes?after=${cursor}`)).json()
      .changes as Change[];
    const topicChanges = changes.filter((c) => c.entity === 'conversation');
    expect(topicChanges.map((c) => c.id).sort()).toEqual([secret.id, open.id].sort());
    for (const change of topicChanges) {
      expect(change.op).toBe('upsert');
      expect(change.data?.memberIds).not.toContain(member.user.id);
    }
    // What every reader gets now agrees.
    const boot = (await owner.client.get(`${w.base}/sync/bootstrap`)).json() as {
      conversations: ConversationDto[];
    };
    const byId = new Map(boot.conversations.map((c) => [c.id, c]));
    expect(byId.get(secret.id)?.memberIds.sort()).toEqual([owner.user.id, admin.user.id].sort());
    expect(byId.get(open.id)?.memberIds).toEqual([admin.user.id]);
    expect(byId.get(other.id)?.memberIds).toEqual([owner.user.id]);
    expect(byId.get(dm.id)?.memberIds.sort()).toEqual([owner.user.id, member.user.id].sort());
  });
});
