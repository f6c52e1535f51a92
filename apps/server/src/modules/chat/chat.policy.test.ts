import { randomUUID } from 'node:crypto';
import type { ConversationDto, Role } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { addMembership, createUser, signedInClient } from '../../test/factories.js';
import { createTasksWorld, type Person, type TasksWorld } from '../sync/tasks.fixture.js';
import { chatBase, doc, makeDm, makeTopic, send } from './chat.fixture.js';

const roles: Role[] = ['owner', 'admin', 'member', 'guest'];

/** What each role gets, call by call, on one conversation. */
type Row = { read: number; send: number; patch: number; addMember: number; join: number };

/**
 * The conversations, all made by a fifth person (a member, so nobody tested is their creator):
 * a public topic, a private topic without the tested roles, one with all of them, and a dm of the
 * creator and the member.
 */
const tables: Record<'publicTopic' | 'privateTopic' | 'sharedTopic' | 'dm', Record<Role, Row>> = {
  publicTopic: {
    owner: { read: 200, send: 201, patch: 200, addMember: 403, join: 200 },
    admin: { read: 200, send: 201, patch: 200, addMember: 403, join: 200 },
    member: { read: 200, send: 201, patch: 403, addMember: 403, join: 200 },
    guest: { read: 404, send: 404, patch: 404, addMember: 404, join: 404 },
  },
  privateTopic: {
    owner: { read: 404, send: 404, patch: 404, addMember: 404, join: 404 },
    admin: { read: 404, send: 404, patch: 404, addMember: 404, join: 404 },
    member: { read: 404, send: 404, patch: 404, addMember: 404, join: 404 },
    guest: { read: 404, send: 404, patch: 404, addMember: 404, join: 404 },
  },
  sharedTopic: {
    owner: { read: 200, send: 201, patch: 200, addMember: 200, join: 200 },
    admin: { read: 200, send: 201, patch: 200, addMember: 200, join: 200 },
    member: { read: 200, send: 201, patch: 403, addMember: 200, join: 200 },
    guest: { read: 200, send: 201, patch: 403, addMember: 403, join: 403 },
  },
  dm: {
    owner: { read: 404, send: 404, patch: 404, addMember: 404, join: 404 },
    admin: { read: 404, send: 404, patch: 404, addMember: 404, join: 404 },
    member: { read: 200, send: 201, patch: 404, addMember: 404, join: 404 },
    guest: { read: 404, send: 404, patch: 404, addMember: 404, join: 404 },
  },
};

describe('chat policy per role', () => {
  let t: TestApp;
  let w: TasksWorld;
  let creator: Person;
  let conversations: Record<keyof typeof tables, ConversationDto>;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
    const user = await createUser(t.database.db, { name: 'Creator' });
    await addMembership(t.database.db, w.workspace.id, user.id, 'member');
    creator = { user, client: await signedInClient(t.app, t.database.db, user) };
    const everyone = roles.map((role) => w.people[role].user.id);
    conversations = {
      publicTopic: await makeTopic(w, creator.client),
      privateTopic: await makeTopic(w, creator.client, { visibility: 'private' }),
      sharedTopic: await makeTopic(w, creator.client, { visibility: 'private', memberIds: everyone }),
      dm: await makeDm(w, creator.client, [w.people.member.user.id]),
    };
  });
  afterAll(() => t.close());

  for (const [kind, table] of Object.entries(tables) as [keyof typeof tables, Record<Role, Row>][]) {
    for (const role of roles) {
      const row = table[role];
      it(`${kind}, ${role}: ${JSON.stringify(row)}`, async () => {
        const { client } = w.people[role];
        const conversation = conversations[kind];
        const c = chatBase(w);
        const got: Row = {
          read: (await client.get(`${c}/conversations/${conversation.id}/messages`)).statusCode,
          send: (
            await client.post(`${c}/conversations/${conversation.id}/messages`, {
              clientId: randomUUID(),
              body: doc(`from ${role}`),
            })
          ).statusCode,
          patch: (await client.patch(`${c}/topics/${conversation.id}`, { description: role })).statusCode,
          addMember: (
            await client.post(`${c}/topics/${conversation.id}/members`, { userIds: [creator.user.id] })
          ).statusCode,
          join: (await client.post(`${c}/topics/${conversation.id}/join`)).statusCode,
        };
        expect(got).toEqual(row);
      });
    }
  }

  it('topics: guests may not create; only the creator or an admin archives and removes members', async () => {
    const c = chatBase(w);
    const { owner, member, guest } = w.people;
    expect((await guest.client.post(`${c}/topics`, { clientId: randomUUID(), name: 'g' })).statusCode).toBe(
      403,
    );
    const topic = await makeTopic(w, member.client, { memberIds: [creator.user.id] });
    expect((await creator.client.post(`${c}/topics/${topic.id}/archive`)).statusCode).toBe(403);
    expect(
      (await creator.client.delete(`${c}/topics/${topic.id}/members/${member.user.id}`)).statusCode,
    ).toBe(403);
    const removed = await owner.client.delete(`${c}/topics/${topic.id}/members/${creator.user.id}`);
    expect(removed.json().memberIds).toEqual([member.user.id]);
    expect((await member.client.post(`${c}/topics/${topic.id}/archive`)).statusCode).toBe(200);
    const message = await send(w, member.client, conversations.dm.id, 'mine');
    expect((await creator.client.patch(`${c}/messages/${message.id}`, { body: doc('x') })).statusCode).toBe(
      403,
    );
    expect((await creator.client.delete(`${c}/messages/${message.id}`)).statusCode).toBe(403);
  });

  it('leaving a private topic loses it (404 after)', async () => {
    const c = chatBase(w);
    const { member } = w.people;
    const topic = await makeTopic(w, creator.client, { visibility: 'private', memberIds: [member.user.id] });
    expect((await member.client.get(`${c}/conversations/${topic.id}/messages`)).statusCode).toBe(200);
    expect((await member.client.post(`${c}/topics/${topic.id}/leave`)).statusCode).toBe(204);
    expect((await member.client.get(`${c}/conversations/${topic.id}/messages`)).statusCode).toBe(404);
  });
});
