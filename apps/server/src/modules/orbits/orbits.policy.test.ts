import { randomUUID } from 'node:crypto';
import type { Role } from '@orbit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { attach, multipartBody } from '../attachments/attachments.fixture.js';
import { doc, makeTopic, send as sendChat } from '../chat/chat.fixture.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';

const upload = multipartBody([{ name: 'x.txt', data: Buffer.from('x') }]);
/** The smallest PNG there is (1×1), for a board's file. */
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const roles: Role[] = ['owner', 'admin', 'member', 'guest'];

describe('tasks policy per role', () => {
  let t: TestApp;
  let w: TasksWorld;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await createTasksWorld(t);
  });
  afterAll(() => t.close());

  // Expected status per role: [create orbit, patch a public orbit, create task in an orbit they are
  // members of, create view, create label].
  const table: Record<Role, [number, number, number, number, number]> = {
    owner: [201, 200, 201, 201, 201],
    admin: [201, 200, 201, 201, 201],
    member: [201, 200, 201, 201, 201],
    // A guest does not see public orbits at all (404), and creates nothing but tasks.
    guest: [403, 404, 201, 403, 403],
  };

  for (const role of roles) {
    it(`${role}: ${table[role].join(', ')}`, async () => {
      const { client, user } = w.people[role];
      const [orbitCode, patchCode, itemCode, viewCode, labelCode] = table[role];
      const created = await client.post(`${w.base}/orbits`, { clientId: randomUUID(), name: `By ${role}` });
      expect(created.statusCode).toBe(orbitCode);
      const publicOrbit = await makeOrbit(w, w.people.owner.client);
      expect((await client.patch(`${w.base}/orbits/${publicOrbit.id}`, { name: 'Renamed' })).statusCode).toBe(
        patchCode,
      );
      const shared = await makeOrbit(w, w.people.owner.client, {
        visibility: 'private',
        memberIds: [user.id],
      });
      const item = await client.post(`${w.base}/items`, {
        clientId: randomUUID(),
        orbitId: shared.id,
        title: 'Mine',
      });
      expect(item.statusCode).toBe(itemCode);
      expect((await client.patch(`${w.base}/items/${item.json().id}`, { title: 'Edited' })).statusCode).toBe(
        200,
      );
      const view = await client.post(`${w.base}/views`, { clientId: randomUUID(), name: 'Mine' });
      expect(view.statusCode).toBe(viewCode);
      expect((await client.post(`${w.base}/labels`, { name: 'Bug', color: 'red' })).statusCode).toBe(
        labelCode,
      );
      // Guests work on tasks but do not restructure the orbit they were let into.
      const expectedManage = role === 'guest' ? 403 : 200;
      expect((await client.patch(`${w.base}/orbits/${shared.id}`, { color: 'red' })).statusCode).toBe(
        expectedManage,
      );
    });
  }

  it('a private view is its owner’s; a shared one is edited by its owner and admins only', async () => {
    const mine = (
      await w.people.member.client.post(`${w.base}/views`, {
        clientId: randomUUID(),
        name: 'Private',
        visibility: 'private',
      })
    ).json();
    expect((await w.people.admin.client.patch(`${w.base}/views/${mine.id}`, { name: 'x' })).statusCode).toBe(
      404,
    );
    const shared = (
      await w.people.member.client.post(`${w.base}/views`, {
        clientId: randomUUID(),
        name: 'Shared',
        visibility: 'shared',
      })
    ).json();
    expect(
      (await w.people.admin.client.patch(`${w.base}/views/${shared.id}`, { name: 'Team' })).statusCode,
    ).toBe(200);
    expect(
      (await w.people.guest.client.patch(`${w.base}/views/${shared.id}`, { name: 'x' })).statusCode,
    ).toBe(403);
    expect((await w.people.member.client.delete(`${w.base}/views/${shared.id}`)).statusCode).toBe(204);
  });
});

/** A call: method, path under the workspace, and a JSON body or a raw one with its headers. */
type Call = [string, string, unknown?, Record<string, string>?];

/** `/api/orgs/:org/items/:id` → a pattern that matches the concrete paths of the tables below. */
const patternOf = (url: string) =>
  new RegExp(`^${url.replace('/api/orgs/:org', '').replace(/:[a-zA-Z]+/g, '[^/?]+')}(\\?.*)?$`);

describe('404 for what one may not see', () => {
  let t: TestApp;
  let w: TasksWorld;
  let routes: Call[];
  /** Workspace-wide calls: a stranger must get 404 on them by our address. */
  let workspaceRoutes: Call[];
  const registered: string[] = [];

  const send = (client: TasksWorld['stranger']['client'], base: string, call: Call) => {
    const [method, path, payload, headers] = call;
    return client.request({
      method: method as 'GET',
      url: path ? `${base}/${path}` : base,
      payload: payload as object,
      headers,
    });
  };

  beforeAll(async () => {
    t = await buildTestApp({}, undefined, (route) => {
      for (const method of [route.method].flat()) registered.push(`${method} ${route.url}`);
    });
    w = await createTasksWorld(t);
    const owner = w.people.owner.client;
    const hidden = await makeOrbit(w, owner, { visibility: 'private' });
    const item = await makeItem(w, owner, hidden.id);
    const [attachment] = (await attach(owner, w.base, item.id, [{ name: 'a.txt', data: Buffer.from('a') }]))
      .attachments;
    await owner.request({ method: 'PUT', url: `${w.base}/favorites/${item.id}` });
    await owner.delete(`${w.base}/items/${item.id}`);
    const list = (await owner.get(`${w.base}/sync/bootstrap`))
      .json()
      .lists.find((l: { orbitId: string }) => l.orbitId === hidden.id);
    const view = (await owner.post(`${w.base}/views`, { clientId: randomUUID(), name: 'Own' })).json();
    const board = (
      await owner.post(`${w.base}/boards`, { clientId: randomUUID(), orbitId: hidden.id, title: 'Plan' })
    ).json();
    const png = multipartBody([{ name: 'a.png', data: pngBytes }]);
    await owner.request({ method: 'PUT', url: `${w.base}/boards/${board.id}/files/f1`, ...png });
    const document = (
      await owner.post(`${w.base}/documents`, { clientId: randomUUID(), orbitId: hidden.id, title: 'Spec' })
    ).json();
    const version = (await owner.post(`${w.base}/documents/${document.id}/versions`, { name: 'v1' })).json();
    const topic = await makeTopic(w, owner, { visibility: 'private' });
    const message = await sendChat(w, owner, topic.id, 'secret');
    const thumbs = encodeURIComponent('👍');
    // A call between the owner and the admin: the member was not asked to it.
    const call = (await owner.post(`${w.base}/calls`, { inviteeIds: [w.people.admin.user.id] })).json();
    // The owner's notification (the member assigned them a task): nobody else's to read or change.
    const shown = await makeOrbit(w, owner);
    await makeItem(w, w.people.member.client, shown.id, { assigneeIds: [w.people.owner.user.id] });
    const [notification] = (await owner.get(`${w.base}/notifications`)).json().notifications;
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (
      await owner.post(`${w.base}/chat/scheduled`, {
        clientId: randomUUID(),
        conversationId: topic.id,
        body: doc('later'),
        sendAt: later,
      })
    ).json();
    routes = [
      ['GET', `calls/${call.id}`],
      ['POST', `calls/${call.id}/join`],
      ['POST', `calls/${call.id}/leave`],
      ['POST', `calls/${call.id}/end`],
      ['POST', `calls/${call.id}/decline`],
      ['POST', `calls/${call.id}/participants/${w.people.admin.user.id}/remove`],
      ['PATCH', `orbits/${hidden.id}`, { name: 'x' }],
      ['POST', `orbits/${hidden.id}/members`, { userId: w.people.member.user.id }],
      ['DELETE', `orbits/${hidden.id}/members/${w.people.owner.user.id}`],
      ['DELETE', `orbits/${hidden.id}`],
      ['POST', `orbits/${hidden.id}/unarchive`],
      ['POST', `orbits/${hidden.id}/join`],
      ['POST', 'lists', { clientId: randomUUID(), orbitId: hidden.id, name: 'x' }],
      ['PATCH', `lists/${list.id}`, { name: 'x' }],
      ['DELETE', `lists/${list.id}`],
      ['POST', 'items', { clientId: randomUUID(), orbitId: hidden.id, title: 'x' }],
      ['PATCH', `items/${item.id}`, { title: 'x' }],
      ['PATCH', `items/${item.clientId}`, { title: 'x' }],
      ['POST', `items/${item.id}/complete`],
      ['POST', `items/${item.id}/uncomplete`],
      ['DELETE', `items/${item.id}`],
      ['POST', `items/${item.id}/restore`],
      ['DELETE', `items/${item.id}/permanent`],
      ['GET', `items/${item.id}/activity`],
      ['PUT', `favorites/${item.id}`],
      ['DELETE', `favorites/${item.id}`],
      ['PATCH', `views/${view.id}`, { name: 'x' }],
      ['DELETE', `views/${view.id}`],
      ['POST', `items/${item.id}/attachments`, upload.payload, upload.headers],
      ['GET', `attachments/${attachment?.id}`],
      ['DELETE', `attachments/${attachment?.id}`],
      ['GET', `sync/entity/orbit/${hidden.id}`],
      ['GET', `sync/entity/list/${list.id}`],
      ['GET', `sync/entity/item/${item.id}`],
      ['GET', `sync/entity/view/${view.id}`],
      ['GET', `sync/entity/favorite/${item.id}`],
      ['POST', 'boards', { clientId: randomUUID(), orbitId: hidden.id, title: 'x' }],
      ['PATCH', `boards/${board.id}`, { title: 'x' }],
      ['PATCH', `boards/${board.clientId}`, { title: 'x' }],
      ['DELETE', `boards/${board.id}`],
      ['POST', `boards/${board.id}/restore`],
      ['DELETE', `boards/${board.id}/permanent`],
      ['PUT', `boards/${board.id}/files/f2`, png.payload, png.headers],
      ['GET', `boards/${board.id}/files/f1`],
      ['GET', `sync/entity/board/${board.id}`],
      ['POST', 'documents', { clientId: randomUUID(), orbitId: hidden.id, title: 'x' }],
      ['PATCH', `documents/${document.id}`, { title: 'x' }],
      ['PATCH', `documents/${document.clientId}`, { title: 'x' }],
      ['DELETE', `documents/${document.id}`],
      ['POST', `documents/${document.id}/restore`],
      ['DELETE', `documents/${document.id}/permanent`],
      ['PUT', `documents/${document.id}/files/f2`, png.payload, png.headers],
      ['GET', `documents/${document.id}/files/f1`],
      ['GET', `documents/${document.id}/versions`],
      ['POST', `documents/${document.id}/versions`, { name: 'x' }],
      ['POST', `documents/${document.id}/versions/${version.id}/restore`],
      ['GET', `documents/${document.id}/backlinks`],
      ['PUT', `documents/${document.id}/links/${item.id}`],
      ['DELETE', `documents/${document.id}/links/${item.id}`],
      ['GET', `items/${item.id}/documents`],
      ['GET', `sync/entity/document/${document.id}`],
      ['PATCH', `chat/topics/${topic.id}`, { name: 'x' }],
      ['POST', `chat/topics/${topic.id}/join`],
      ['POST', `chat/topics/${topic.id}/leave`],
      ['POST', `chat/topics/${topic.id}/members`, { userIds: [w.people.member.user.id] }],
      ['DELETE', `chat/topics/${topic.id}/members/${w.people.owner.user.id}`],
      ['POST', `chat/topics/${topic.id}/archive`],
      ['POST', `chat/topics/${topic.id}/unarchive`],
      ['GET', `chat/conversations/${topic.id}/messages`],
      ['GET', `chat/conversations/${item.id}/messages`],
      ['POST', `chat/conversations/${topic.id}/messages`, { clientId: randomUUID(), body: doc('x') }],
      ['POST', `chat/conversations/${item.id}/messages`, { clientId: randomUUID(), body: doc('x') }],
      ['PATCH', `chat/messages/${message.id}`, { body: doc('x') }],
      ['DELETE', `chat/messages/${message.id}`],
      ['PUT', `chat/messages/${message.id}/reactions/${thumbs}`],
      ['DELETE', `chat/messages/${message.id}/reactions/${thumbs}`],
      ['POST', `chat/conversations/${topic.id}/read`, { lastReadSeq: 1 }],
      ['PUT', `chat/conversations/${topic.id}/mute`, { muted: true }],
      ['PUT', `chat/conversations/${topic.id}/draft`, { body: doc('x') }],
      ['DELETE', `chat/conversations/${topic.id}/draft`],
      ['PATCH', `notifications/${notification.id}`, { read: true }],
      ['POST', 'notifications/bulk', { ids: [notification.id], done: true }],
      ['GET', `notifications/follows/item/${item.id}`],
      ['PUT', `notifications/follows/item/${item.id}`],
      ['DELETE', `notifications/follows/item/${item.id}`],
      [
        'POST',
        'chat/scheduled',
        { clientId: randomUUID(), conversationId: topic.id, body: doc('x'), sendAt: later },
      ],
      ['PATCH', `chat/scheduled/${scheduled.id}`, { body: doc('x') }],
      ['DELETE', `chat/scheduled/${scheduled.id}`],
      ['GET', `sync/entity/conversation/${topic.id}`],
      ['GET', `sync/entity/message/${message.id}`],
      ['GET', `sync/entity/scheduledMessage/${scheduled.id}`],
      ['GET', `chat/search?q=secret&conversationId=${topic.id}`],
      ['POST', `chat/conversations/${topic.id}/files`, upload.payload, upload.headers],
      ['GET', `chat/messages/${message.id}/files/${message.id}`],
    ];
    const invite = (
      await owner.post(`${w.base}/invites`, { emails: ['later@example.com'], role: 'member' })
    ).json()[0];
    const label = (await owner.post(`${w.base}/labels`, { name: 'Bug', color: 'red' })).json();
    const memberId = w.people.member.user.id;
    const group = (await owner.post(`${w.base}/groups`, { name: 'Crew' })).json();
    workspaceRoutes = [
      ['GET', ''],
      ['PATCH', '', { name: 'Taken over' }],
      ['POST', 'invites', { emails: ['x@example.com'], role: 'member' }],
      ['GET', 'invites'],
      ['POST', `invites/${invite.id}/resend`],
      ['DELETE', `invites/${invite.id}`],
      ['GET', 'invite-link'],
      ['POST', 'invite-link/rotate'],
      ['PATCH', 'invite-link', { enabled: false }],
      ['GET', 'members'],
      ['PATCH', `members/${memberId}`, { role: 'admin' }],
      ['DELETE', `members/${memberId}`],
      ['GET', `people/${memberId}`],
      ['GET', 'presence'],
      ['GET', 'search?q=x'],
      ['GET', 'search/documents?q=x'],
      ['PUT', 'owner', { userId: memberId }],
      ['POST', 'delete', { name: 'x' }],
      ['PATCH', 'plan', { plan: 'paid' }],
      ['GET', 'sync/bootstrap'],
      ['GET', 'sync/changes?after=0'],
      ['POST', 'orbits', { clientId: randomUUID(), name: 'x' }],
      ['GET', 'orbits/all'],
      ['POST', 'labels', { name: 'x', color: 'red' }],
      ['PATCH', `labels/${label.id}`, { name: 'x' }],
      ['DELETE', `labels/${label.id}`],
      ['POST', 'groups', { name: 'x' }],
      ['PATCH', `groups/${group.id}`, { name: 'x' }],
      ['DELETE', `groups/${group.id}`],
      ['GET', `sync/entity/group/${group.id}`],
      ['POST', 'views', { clientId: randomUUID(), name: 'x' }],
      ['POST', 'templates/apply', { template: 'marketing' }],
      ['POST', 'chat/topics', { clientId: randomUUID(), name: 'x' }],
      ['POST', 'chat/dms', { clientId: randomUUID(), userIds: [memberId] }],
      ['GET', 'chat/unread'],
      ['POST', 'calls', {}],
      ['GET', 'calls'],
      ['GET', 'calls/ice-servers'],
      ['GET', 'notifications'],
      ['GET', 'notifications/preferences'],
      ['PATCH', 'notifications/preferences', { digest: 'off' }],
      ['POST', 'avatar', upload.payload, upload.headers],
      ['DELETE', 'avatar'],
    ];
  });
  afterAll(() => t.close());

  it('a member outside a private orbit gets 404 on every route touching it', async () => {
    for (const call of routes) {
      const res = await send(w.people.member.client, w.base, call);
      expect(`${call[0]} ${call[1]} ${res.statusCode}`).toBe(`${call[0]} ${call[1]} 404`);
    }
  });

  it('another workspace gets 404 for every route, by its own address and by ours', async () => {
    const slug = w.stranger.workspace.slug;
    expect((await w.stranger.client.get(`/api/orgs/${slug}/sync/bootstrap`)).statusCode).toBe(200);
    for (const call of routes) {
      for (const base of [w.base, `/api/orgs/${slug}`]) {
        const res = await send(w.stranger.client, base, call);
        expect(`${call[0]} ${base}/${call[1]} ${res.statusCode}`).toBe(`${call[0]} ${base}/${call[1]} 404`);
      }
    }
    for (const call of workspaceRoutes) {
      const res = await send(w.stranger.client, w.base, call);
      expect(`${call[0]} ${w.base}/${call[1]} ${res.statusCode}`).toBe(`${call[0]} ${w.base}/${call[1]} 404`);
    }
  });

  it('covers every workspace route the app registers (a new route must join a table above)', () => {
    const calls = [...routes, ...workspaceRoutes];
    const workspaceRoutesRegistered = registered.filter(
      (r) => r.includes(' /api/orgs/:org') && !r.startsWith('HEAD '),
    );
    expect(workspaceRoutesRegistered.length).toBeGreaterThan(40);
    const uncovered = workspaceRoutesRegistered.filter((r) => {
      const [method, url] = r.split(' ') as [string, string];
      const pattern = patternOf(url);
      return !calls.some(([m, path]) => m === method && pattern.test(path ? `/${path}` : ''));
    });
    expect(uncovered).toEqual([]);
  });
});
