import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attach, multipartBody } from '../modules/attachments/attachments.fixture.js';
import { doc, makeTopic, send as sendChat } from '../modules/chat/chat.fixture.js';
import { createTasksWorld, makeItem, makeOrbit, type TasksWorld } from '../modules/sync/tasks.fixture.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

// The bad-input table (issue 11, items 2 and 8): every route of the API × every text field it takes ×
// a NUL character and a lone UTF-16 surrogate; every id in a path × `%00`; every date × the year 0;
// the upload × a malformed multipart body. Each must be a 400 naming the field, and nothing is stored.
// The last test is the guard: a route the app registers that is not in the table fails it.

/** How one route is called well, and which of its inputs to spoil. */
type Entry = {
  /** The concrete path, with a real id for every `:param` (its segments are spoiled one by one). */
  path: string;
  body?: Record<string, unknown>;
  /** Dotted paths into the body of every text field (`statuses.0.name`). */
  texts?: string[];
  /** Query parameters of a good call; `queryTexts` names those to spoil. */
  query?: Record<string, string>;
  queryTexts?: string[];
  dates?: string[];
  multipart?: boolean;
  /**
   * A browser navigation answers a redirect instead of a JSON error: what it does with spoiled input.
   * `params` lists path params whose spoiled value is answered 404 (a name looked up in a fixed list).
   */
  navigation?: { status: number; params?: string[] };
  /** Where the answer reports a field, when not under its own name (the login page's two fields). */
  reportedAs?: Record<string, string>;
};

const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';
const YEAR_0 = '0000-01-01T00:00:00.000Z';

function withValue(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1) as string] = value;
  return copy;
}

/** The fields an error answer names: `{ fields }`, or the login calls' `{ email, password }`. */
function fieldsOf(res: LightMyRequestResponse): string[] {
  const body = res.json() as { fields?: Record<string, string> } & Record<string, unknown>;
  return Object.keys(body.fields ?? body);
}

const routeKey = (method: string, url: string) => `${method} ${url}`;

describe('bad input is a 400 on its field, on every route', () => {
  let t: TestApp;
  let w: TasksWorld;
  let table: Record<string, Entry>;
  /** The workspace's change log position before any spoiled call. */
  let seqBefore: number;
  const registered: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({}, undefined, (route) => {
      for (const method of [route.method].flat()) registered.push(routeKey(method, route.url));
    });
    w = await createTasksWorld(t);
    const owner = w.people.owner.client;
    const orbit = await makeOrbit(w, owner);
    const item = await makeItem(w, owner, orbit.id);
    const [attachment] = (await attach(owner, w.base, item.id, [{ name: 'a.txt', data: Buffer.from('a') }]))
      .attachments;
    const boot = (await owner.get(`${w.base}/sync/bootstrap`)).json();
    const list = boot.lists.find((l: { orbitId: string }) => l.orbitId === orbit.id);
    const label = (await owner.post(`${w.base}/labels`, { name: 'Bug', color: 'red' })).json();
    const view = (await owner.post(`${w.base}/views`, { clientId: randomUUID(), name: 'Mine' })).json();
    const invite = (
      await owner.post(`${w.base}/invites`, { emails: ['later@example.com'], role: 'member' })
    ).json()[0];
    const token = (await owner.get(`${w.base}/invite-link`)).json().token;
    const member = w.people.member.user.id;
    const group = (await owner.post(`${w.base}/groups`, { name: 'Crew' })).json();
    const board = (
      await owner.post(`${w.base}/boards`, { clientId: randomUUID(), orbitId: orbit.id, title: 'Plan' })
    ).json();
    const document = (
      await owner.post(`${w.base}/documents`, { clientId: randomUUID(), orbitId: orbit.id, title: 'Spec' })
    ).json();
    const version = (
      await owner.post(`${w.base}/documents/${document.id}/versions`, { name: 'First' })
    ).json();
    const b = w.base;
    const topic = await makeTopic(w, owner);
    const message = await sendChat(w, owner, topic.id, 'hello');
    const chat = `${b}/chat`;
    const call = (await owner.post(`${w.base}/calls`, { inviteeIds: [member] })).json();
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (
      await owner.post(`${chat}/scheduled`, {
        clientId: randomUUID(),
        conversationId: topic.id,
        body: doc('later'),
        sendAt,
      })
    ).json();
    const itemBody = {
      title: 'T',
      description: 'D',
      orbitId: orbit.id,
      listId: list.id,
      parentId: null,
      statusId: orbit.statuses[0]?.id,
      assigneeIds: [member],
      labelIds: [label.id],
      dueAt: '2030-01-02T00:00:00.000Z',
      startAt: '2030-01-01T00:00:00.000Z',
      position: 'a1',
    };
    const itemTexts = ['title', 'description', 'position'];
    const itemIds = ['orbitId', 'listId', 'statusId', 'assigneeIds.0', 'labelIds.0'];
    const orbitBody = { name: 'O', description: 'D', color: 'red', icon: 'star', memberIds: [member] };
    const viewBody = {
      name: 'V',
      position: 'a1',
      filters: { text: 'x', orbitIds: [orbit.id], assigneeIds: [member], statusIds: ['s'], labelIds: ['l'] },
    };
    const viewTexts = ['name', 'position', 'filters.text', 'filters.orbitIds.0', 'filters.labelIds.0'];
    const login = { email: 'a@example.com', password: 'long enough password', inviteId: null, joinId: null };
    const social = { invite: 'i', join: 'j', redirect: '/x', template: 'marketing' };
    table = {
      'GET /api/health': { path: '/api/health' },
      'GET /api/auth/me': { path: '/api/auth/me' },
      'PATCH /api/auth/me/profile': {
        path: '/api/auth/me/profile',
        body: { name: 'Ada', avatarUrl: 'https://example.com/a.png' },
        texts: ['name', 'avatarUrl'],
      },
      'PATCH /api/auth/me/onboarding': {
        path: '/api/auth/me/onboarding',
        body: { step: 'done', useCase: 'marketing' },
        texts: ['useCase'],
      },
      'POST /api/auth/login': { path: '/api/auth/login', body: login, texts: ['email', 'password'] },
      'POST /api/invites/login': {
        path: '/api/invites/login',
        body: { ...login, inviteId: invite.id },
        texts: ['email', 'password', 'inviteId'],
        reportedAs: { inviteId: 'email' },
      },
      'POST /api/invite-link/login': {
        path: '/api/invite-link/login',
        body: { ...login, joinId: token },
        texts: ['email', 'password', 'joinId'],
        reportedAs: { joinId: 'email' },
      },
      'POST /api/auth/signup': {
        path: '/api/auth/signup',
        body: { email: 'new@example.com', password: 'long enough password', inviteId: 'x', joinId: 'y' },
        texts: ['email', 'password', 'inviteId', 'joinId'],
      },
      'POST /api/auth/verify': { path: '/api/auth/verify', body: { token: 'abc' }, texts: ['token'] },
      'POST /api/auth/verify/resend': { path: '/api/auth/verify/resend' },
      'POST /api/auth/password-reset': {
        path: '/api/auth/password-reset',
        body: { email: 'a@example.com' },
        texts: ['email'],
      },
      'POST /api/auth/password-reset/confirm': {
        path: '/api/auth/password-reset/confirm',
        body: { token: 'abc', password: 'long enough password' },
        texts: ['token', 'password'],
      },
      'POST /api/auth/refresh': { path: '/api/auth/refresh' },
      'POST /api/auth/logout': { path: '/api/auth/logout' },
      'GET /api/social/providers': { path: '/api/social/providers' },
      'GET /api/social/:provider': {
        path: '/api/social/google',
        query: social,
        queryTexts: Object.keys(social),
        navigation: { status: 302, params: ['provider'] },
      },
      'GET /api/social/:provider/callback': {
        path: '/api/social/google/callback',
        query: { code: 'c', state: 's' },
        queryTexts: ['code', 'state'],
        navigation: { status: 302, params: ['provider'] },
      },
      'POST /api/workspaces': {
        path: '/api/workspaces',
        body: { name: 'W', slug: 'fresh-space', kind: 'team', useCase: 'marketing' },
        texts: ['name', 'slug', 'useCase'],
      },
      'GET /api/workspaces/slug-availability': {
        path: '/api/workspaces/slug-availability',
        query: { slug: 'abc' },
        queryTexts: ['slug'],
      },
      'GET /api/invites/:id': { path: `/api/invites/${invite.id}` },
      'POST /api/invites/:id/accept': { path: `/api/invites/${invite.id}/accept` },
      'GET /api/invite-link/:token': { path: `/api/invite-link/${token}` },
      'POST /api/invite-link/:token/join': { path: `/api/invite-link/${token}/join` },
      'GET /api/auth/me/sessions': { path: '/api/auth/me/sessions' },
      'DELETE /api/auth/me/sessions/:id': { path: `/api/auth/me/sessions/${randomUUID()}` },
      'POST /api/auth/me/sessions/end-others': { path: '/api/auth/me/sessions/end-others' },
      'POST /api/auth/me/password': {
        path: '/api/auth/me/password',
        body: { currentPassword: 'long enough password', newPassword: 'another long password' },
        texts: ['currentPassword', 'newPassword'],
      },
      'POST /api/auth/me/email': {
        path: '/api/auth/me/email',
        body: { email: 'moved@example.com', password: 'long enough password' },
        texts: ['email', 'password'],
      },
      'POST /api/auth/email/confirm': {
        path: '/api/auth/email/confirm',
        body: { token: 'abc' },
        texts: ['token'],
      },
      'GET /api/auth/me/sign-in-methods': { path: '/api/auth/me/sign-in-methods' },
      'DELETE /api/auth/me/identities/:id': { path: `/api/auth/me/identities/${randomUUID()}` },
      'POST /api/auth/me/delete': {
        path: '/api/auth/me/delete',
        body: { password: 'long enough password', confirmEmail: 'a@example.com' },
        texts: ['password', 'confirmEmail'],
      },
      'POST /api/auth/me/avatar': { path: '/api/auth/me/avatar', multipart: true },
      'DELETE /api/auth/me/avatar': { path: '/api/auth/me/avatar' },
      'POST /api/orgs/:org/avatar': { path: `${b}/avatar`, multipart: true },
      'DELETE /api/orgs/:org/avatar': { path: `${b}/avatar` },
      'GET /api/avatars/:id': { path: `/api/avatars/${randomUUID()}` },
      'GET /api/people/me': { path: '/api/people/me' },
      'PATCH /api/people/me': {
        path: '/api/people/me',
        body: { title: 'Engineer', timeZone: 'Europe/Berlin' },
        texts: ['title', 'timeZone'],
      },
      'GET /api/orgs/:org/people/:userId': { path: `${b}/people/${member}` },
      'GET /api/orgs/:org/presence': { path: `${b}/presence` },
      'GET /api/orgs/:org/search': {
        path: `${b}/search`,
        query: { q: 'launch', limit: '5', orbitId: 'o1', status: 'open' },
        queryTexts: ['q', 'orbitId', 'status'],
      },
      'GET /api/orgs/:org/search/documents': {
        path: `${b}/search/documents`,
        query: { q: 'launch', limit: '5', orbitId: 'o1' },
        queryTexts: ['q', 'orbitId'],
      },
      'GET /api/people/me/status': { path: '/api/people/me/status' },
      'PUT /api/people/me/status': {
        path: '/api/people/me/status',
        body: { emoji: '🎧', text: 'Focus', expiresAt: '2999-01-01T00:00:00.000Z' },
        texts: ['emoji', 'text'],
        dates: ['expiresAt'],
      },
      'DELETE /api/people/me/status': { path: '/api/people/me/status' },
      'GET /api/orgs/:org': { path: b },
      'PATCH /api/orgs/:org': {
        path: b,
        body: { name: 'W', slug: w.workspace.slug },
        texts: ['name', 'slug'],
      },
      'GET /api/orgs/:org/members': { path: `${b}/members` },
      'PATCH /api/orgs/:org/members/:userId': { path: `${b}/members/${member}`, body: { role: 'member' } },
      'DELETE /api/orgs/:org/members/:userId': { path: `${b}/members/${member}` },
      'PATCH /api/orgs/:org/plan': { path: `${b}/plan`, body: { plan: 'free' } },
      'PUT /api/orgs/:org/owner': { path: `${b}/owner`, body: { userId: member }, texts: ['userId'] },
      'POST /api/orgs/:org/delete': {
        path: `${b}/delete`,
        body: { name: w.workspace.name },
        texts: ['name'],
      },
      'GET /api/orgs/:org/invites': { path: `${b}/invites` },
      'POST /api/orgs/:org/invites': {
        path: `${b}/invites`,
        body: { emails: ['x@example.com'], role: 'member' },
        texts: ['emails.0'],
      },
      'POST /api/orgs/:org/invites/:id/resend': { path: `${b}/invites/${invite.id}/resend` },
      'DELETE /api/orgs/:org/invites/:id': { path: `${b}/invites/${invite.id}` },
      'GET /api/orgs/:org/invite-link': { path: `${b}/invite-link` },
      'POST /api/orgs/:org/invite-link/rotate': { path: `${b}/invite-link/rotate` },
      'PATCH /api/orgs/:org/invite-link': { path: `${b}/invite-link`, body: { enabled: true } },
      'GET /api/orgs/:org/sync/bootstrap': { path: `${b}/sync/bootstrap` },
      'GET /api/orgs/:org/sync/changes': {
        path: `${b}/sync/changes`,
        query: { after: '0' },
        queryTexts: ['after'],
      },
      'GET /api/orgs/:org/sync/entity/:entity/:id': { path: `${b}/sync/entity/item/${item.id}` },
      'POST /api/orgs/:org/orbits': {
        path: `${b}/orbits`,
        body: { clientId: randomUUID(), ...orbitBody },
        texts: ['name', 'description', 'color', 'icon', 'memberIds.0', 'clientId'],
      },
      'PATCH /api/orgs/:org/orbits/:id': {
        path: `${b}/orbits/${orbit.id}`,
        body: { ...orbitBody, position: 'a1', statuses: orbit.statuses },
        texts: ['name', 'description', 'color', 'icon', 'position', 'statuses.0.id', 'statuses.0.name'],
      },
      'DELETE /api/orgs/:org/orbits/:id': { path: `${b}/orbits/${orbit.id}` },
      'POST /api/orgs/:org/orbits/:id/unarchive': { path: `${b}/orbits/${orbit.id}/unarchive` },
      'GET /api/orgs/:org/orbits/all': { path: `${b}/orbits/all` },
      'POST /api/orgs/:org/orbits/:id/join': { path: `${b}/orbits/${orbit.id}/join` },
      'POST /api/orgs/:org/orbits/:id/members': {
        path: `${b}/orbits/${orbit.id}/members`,
        body: { userId: member },
        texts: ['userId'],
      },
      'DELETE /api/orgs/:org/orbits/:id/members/:userId': {
        path: `${b}/orbits/${orbit.id}/members/${member}`,
      },
      'POST /api/orgs/:org/lists': {
        path: `${b}/lists`,
        body: { clientId: randomUUID(), orbitId: orbit.id, name: 'L', position: 'a1' },
        texts: ['name', 'position', 'orbitId'],
      },
      'PATCH /api/orgs/:org/lists/:id': {
        path: `${b}/lists/${list.id}`,
        body: { name: 'L', position: 'a1' },
        texts: ['name', 'position'],
      },
      'DELETE /api/orgs/:org/lists/:id': { path: `${b}/lists/${list.id}` },
      'POST /api/orgs/:org/boards': {
        path: `${b}/boards`,
        body: { clientId: randomUUID(), orbitId: orbit.id, title: 'B', position: 'a1' },
        texts: ['title', 'position', 'orbitId'],
      },
      'PATCH /api/orgs/:org/boards/:id': {
        path: `${b}/boards/${board.id}`,
        body: { title: 'B', position: 'a1', orbitId: orbit.id },
        texts: ['title', 'position', 'orbitId'],
      },
      'DELETE /api/orgs/:org/boards/:id': { path: `${b}/boards/${board.id}` },
      'POST /api/orgs/:org/boards/:id/restore': { path: `${b}/boards/${board.id}/restore` },
      'DELETE /api/orgs/:org/boards/:id/permanent': { path: `${b}/boards/${board.id}/permanent` },
      'PUT /api/orgs/:org/boards/:id/files/:fileId': {
        path: `${b}/boards/${board.id}/files/f1`,
        multipart: true,
      },
      'GET /api/orgs/:org/boards/:id/files/:fileId': { path: `${b}/boards/${board.id}/files/f1` },
      'POST /api/orgs/:org/documents': {
        path: `${b}/documents`,
        body: { clientId: randomUUID(), orbitId: orbit.id, title: 'D', position: 'a1' },
        texts: ['title', 'position', 'orbitId'],
      },
      'PATCH /api/orgs/:org/documents/:id': {
        path: `${b}/documents/${document.id}`,
        body: { title: 'D', position: 'a1', orbitId: orbit.id },
        texts: ['title', 'position', 'orbitId'],
      },
      'DELETE /api/orgs/:org/documents/:id': { path: `${b}/documents/${document.id}` },
      'POST /api/orgs/:org/documents/:id/restore': { path: `${b}/documents/${document.id}/restore` },
      'DELETE /api/orgs/:org/documents/:id/permanent': { path: `${b}/documents/${document.id}/permanent` },
      'PUT /api/orgs/:org/documents/:id/files/:fileId': {
        path: `${b}/documents/${document.id}/files/f1`,
        multipart: true,
      },
      'GET /api/orgs/:org/documents/:id/files/:fileId': { path: `${b}/documents/${document.id}/files/f1` },
      'GET /api/orgs/:org/documents/:id/versions': { path: `${b}/documents/${document.id}/versions` },
      'POST /api/orgs/:org/documents/:id/versions': {
        path: `${b}/documents/${document.id}/versions`,
        body: { name: 'V' },
        texts: ['name'],
      },
      'POST /api/orgs/:org/documents/:id/versions/:versionId/restore': {
        path: `${b}/documents/${document.id}/versions/${version.id}/restore`,
      },
      'GET /api/orgs/:org/documents/:id/backlinks': { path: `${b}/documents/${document.id}/backlinks` },
      'PUT /api/orgs/:org/documents/:id/links/:itemId': {
        path: `${b}/documents/${document.id}/links/${item.id}`,
      },
      'DELETE /api/orgs/:org/documents/:id/links/:itemId': {
        path: `${b}/documents/${document.id}/links/${item.id}`,
      },
      'GET /api/orgs/:org/items/:id/documents': { path: `${b}/items/${item.id}/documents` },
      'POST /api/orgs/:org/items': {
        path: `${b}/items`,
        body: { clientId: randomUUID(), ...itemBody },
        texts: [...itemTexts, ...itemIds],
        dates: ['dueAt', 'startAt'],
      },
      'PATCH /api/orgs/:org/items/:id': {
        path: `${b}/items/${item.id}`,
        body: itemBody,
        texts: [...itemTexts, ...itemIds, 'parentId'],
        dates: ['dueAt', 'startAt'],
      },
      'POST /api/orgs/:org/items/:id/complete': { path: `${b}/items/${item.id}/complete` },
      'POST /api/orgs/:org/items/:id/uncomplete': { path: `${b}/items/${item.id}/uncomplete` },
      'DELETE /api/orgs/:org/items/:id': { path: `${b}/items/${item.id}` },
      'POST /api/orgs/:org/items/:id/restore': { path: `${b}/items/${item.id}/restore` },
      'DELETE /api/orgs/:org/items/:id/permanent': { path: `${b}/items/${item.id}/permanent` },
      'GET /api/orgs/:org/items/:id/activity': { path: `${b}/items/${item.id}/activity` },
      'POST /api/orgs/:org/items/:id/attachments': {
        path: `${b}/items/${item.id}/attachments`,
        multipart: true,
      },
      'GET /api/orgs/:org/attachments/:id': { path: `${b}/attachments/${attachment?.id}` },
      'DELETE /api/orgs/:org/attachments/:id': { path: `${b}/attachments/${attachment?.id}` },
      'PUT /api/orgs/:org/favorites/:itemId': { path: `${b}/favorites/${item.id}` },
      'GET /api/orgs/:org/notifications': {
        path: `${b}/notifications`,
        query: { before: '2030-01-01T00:00:00.000Z_abc', kind: 'assigned' },
        queryTexts: ['before'],
      },
      'PATCH /api/orgs/:org/notifications/:id': {
        path: `${b}/notifications/${'a'.repeat(20)}`,
        body: { read: true, snoozedUntil: '2099-01-01T00:00:00.000Z' },
        dates: ['snoozedUntil'],
      },
      'POST /api/orgs/:org/notifications/bulk': {
        path: `${b}/notifications/bulk`,
        body: { ids: ['a'.repeat(20)], read: true, snoozedUntil: '2099-01-01T00:00:00.000Z' },
        texts: ['ids.0'],
        dates: ['snoozedUntil'],
      },
      'GET /api/orgs/:org/notifications/preferences': { path: `${b}/notifications/preferences` },
      'PATCH /api/orgs/:org/notifications/preferences': {
        path: `${b}/notifications/preferences`,
        body: { mutedOrbitIds: [orbit.id] },
        texts: ['mutedOrbitIds.0'],
      },
      'GET /api/orgs/:org/notifications/follows/:targetKind/:targetId': {
        path: `${b}/notifications/follows/item/${item.id}`,
      },
      'PUT /api/orgs/:org/notifications/follows/:targetKind/:targetId': {
        path: `${b}/notifications/follows/item/${item.id}`,
      },
      'DELETE /api/orgs/:org/notifications/follows/:targetKind/:targetId': {
        path: `${b}/notifications/follows/item/${item.id}`,
      },
      'GET /api/notifications/unsubscribe': {
        path: '/api/notifications/unsubscribe',
        query: { token: 'abc.def' },
        queryTexts: ['token'],
      },
      'POST /api/notifications/unsubscribe': {
        path: '/api/notifications/unsubscribe',
        query: { token: 'abc.def' },
        queryTexts: ['token'],
      },
      'DELETE /api/orgs/:org/favorites/:itemId': { path: `${b}/favorites/${item.id}` },
      'POST /api/orgs/:org/labels': {
        path: `${b}/labels`,
        body: { name: 'L', color: 'red', clientId: randomUUID() },
        texts: ['name', 'color', 'clientId'],
      },
      'PATCH /api/orgs/:org/labels/:id': {
        path: `${b}/labels/${label.id}`,
        body: { name: 'L', color: 'red' },
        texts: ['name', 'color'],
      },
      'DELETE /api/orgs/:org/labels/:id': { path: `${b}/labels/${label.id}` },
      'POST /api/orgs/:org/groups': {
        path: `${b}/groups`,
        body: { clientId: randomUUID(), name: 'G', memberIds: [member] },
        texts: ['name', 'memberIds.0', 'clientId'],
      },
      'PATCH /api/orgs/:org/groups/:id': {
        path: `${b}/groups/${group.id}`,
        body: { name: 'G2', memberIds: [member] },
        texts: ['name', 'memberIds.0'],
      },
      'DELETE /api/orgs/:org/groups/:id': { path: `${b}/groups/${group.id}` },
      'POST /api/orgs/:org/views': {
        path: `${b}/views`,
        body: { clientId: randomUUID(), ...viewBody },
        texts: viewTexts,
      },
      'PATCH /api/orgs/:org/views/:id': { path: `${b}/views/${view.id}`, body: viewBody, texts: viewTexts },
      'DELETE /api/orgs/:org/views/:id': { path: `${b}/views/${view.id}` },
      'POST /api/orgs/:org/calls': {
        path: `${b}/calls`,
        body: { inviteeIds: [member] },
        texts: ['inviteeIds.0'],
      },
      'GET /api/orgs/:org/calls': { path: `${b}/calls`, query: { before: call.id }, queryTexts: ['before'] },
      'GET /api/orgs/:org/calls/ice-servers': { path: `${b}/calls/ice-servers` },
      'GET /api/orgs/:org/calls/:id': { path: `${b}/calls/${call.id}` },
      'POST /api/orgs/:org/calls/:id/join': { path: `${b}/calls/${call.id}/join` },
      'POST /api/orgs/:org/calls/:id/leave': { path: `${b}/calls/${call.id}/leave` },
      'POST /api/orgs/:org/calls/:id/end': { path: `${b}/calls/${call.id}/end` },
      'POST /api/orgs/:org/calls/:id/decline': { path: `${b}/calls/${call.id}/decline` },
      'POST /api/orgs/:org/calls/:id/participants/:userId/remove': {
        path: `${b}/calls/${call.id}/participants/${member}/remove`,
      },
      'POST /api/orgs/:org/templates/apply': {
        path: `${b}/templates/apply`,
        body: { template: 'marketing' },
      },
      'POST /api/orgs/:org/chat/topics': {
        path: `${chat}/topics`,
        body: { clientId: randomUUID(), name: 'T', description: 'D', memberIds: [member] },
        texts: ['clientId', 'name', 'description', 'memberIds.0'],
      },
      'PATCH /api/orgs/:org/chat/topics/:id': {
        path: `${chat}/topics/${topic.id}`,
        body: { name: 'T', description: 'D' },
        texts: ['name', 'description'],
      },
      'POST /api/orgs/:org/chat/topics/:id/join': { path: `${chat}/topics/${topic.id}/join` },
      'POST /api/orgs/:org/chat/topics/:id/leave': { path: `${chat}/topics/${topic.id}/leave` },
      'POST /api/orgs/:org/chat/topics/:id/members': {
        path: `${chat}/topics/${topic.id}/members`,
        body: { userIds: [member] },
        texts: ['userIds.0'],
      },
      'DELETE /api/orgs/:org/chat/topics/:id/members/:userId': {
        path: `${chat}/topics/${topic.id}/members/${member}`,
      },
      'POST /api/orgs/:org/chat/topics/:id/archive': { path: `${chat}/topics/${topic.id}/archive` },
      'POST /api/orgs/:org/chat/topics/:id/unarchive': { path: `${chat}/topics/${topic.id}/unarchive` },
      'POST /api/orgs/:org/chat/dms': {
        path: `${chat}/dms`,
        body: { clientId: randomUUID(), userIds: [member] },
        texts: ['clientId', 'userIds.0'],
      },
      'GET /api/orgs/:org/chat/conversations/:id/messages': {
        path: `${chat}/conversations/${topic.id}/messages`,
        query: { thread: message.id, before: '5' },
        queryTexts: ['thread', 'before'],
      },
      'POST /api/orgs/:org/chat/conversations/:id/messages': {
        path: `${chat}/conversations/${topic.id}/messages`,
        body: { clientId: randomUUID(), body: doc('hi'), parentId: message.id, attachmentIds: ['f'] },
        texts: ['clientId', 'body', 'parentId', 'attachmentIds.0'],
      },
      'PATCH /api/orgs/:org/chat/messages/:id': {
        path: `${chat}/messages/${message.id}`,
        body: { body: doc('edited') },
        texts: ['body'],
      },
      'DELETE /api/orgs/:org/chat/messages/:id': { path: `${chat}/messages/${message.id}` },
      'PUT /api/orgs/:org/chat/messages/:id/reactions/:emoji': {
        path: `${chat}/messages/${message.id}/reactions/${encodeURIComponent('👍')}`,
      },
      'DELETE /api/orgs/:org/chat/messages/:id/reactions/:emoji': {
        path: `${chat}/messages/${message.id}/reactions/${encodeURIComponent('👍')}`,
      },
      'POST /api/orgs/:org/chat/conversations/:id/read': {
        path: `${chat}/conversations/${topic.id}/read`,
        body: { lastReadSeq: 1 },
      },
      'PUT /api/orgs/:org/chat/conversations/:id/mute': {
        path: `${chat}/conversations/${topic.id}/mute`,
        body: { muted: true },
      },
      'GET /api/orgs/:org/chat/unread': { path: `${chat}/unread` },
      'PUT /api/orgs/:org/chat/conversations/:id/draft': {
        path: `${chat}/conversations/${topic.id}/draft`,
        body: { body: doc('draft'), parentId: message.id },
        texts: ['body', 'parentId'],
      },
      'DELETE /api/orgs/:org/chat/conversations/:id/draft': {
        path: `${chat}/conversations/${topic.id}/draft`,
        query: { thread: message.id },
        queryTexts: ['thread'],
      },
      'POST /api/orgs/:org/chat/scheduled': {
        path: `${chat}/scheduled`,
        body: {
          clientId: randomUUID(),
          conversationId: topic.id,
          body: doc('x'),
          parentId: message.id,
          sendAt,
        },
        texts: ['clientId', 'conversationId', 'body', 'parentId'],
        dates: ['sendAt'],
      },
      'PATCH /api/orgs/:org/chat/scheduled/:id': {
        path: `${chat}/scheduled/${scheduled.id}`,
        body: { body: doc('y'), sendAt },
        texts: ['body'],
        dates: ['sendAt'],
      },
      'DELETE /api/orgs/:org/chat/scheduled/:id': { path: `${chat}/scheduled/${scheduled.id}` },
      'GET /api/orgs/:org/chat/search': {
        path: `${chat}/search`,
        query: { q: 'hello', conversationId: topic.id },
        queryTexts: ['q', 'conversationId'],
      },
      'POST /api/orgs/:org/chat/conversations/:id/files': {
        path: `${chat}/conversations/${topic.id}/files`,
        multipart: true,
      },
      'GET /api/orgs/:org/chat/messages/:id/files/:fileId': {
        path: `${chat}/messages/${message.id}/files/${message.id}`,
      },
    };
    seqBefore = (await owner.get(`${b}/sync/bootstrap`)).json().seq;
  });
  afterAll(() => t.close());

  const send = (method: string, url: string, payload?: unknown, headers?: Record<string, string>) =>
    w.people.owner.client.request({ method: method as 'GET', url, payload: payload as object, headers });

  /** The answer to a spoiled field: 400 naming it, or for a navigation its usual redirect. */
  const expectRefused = (what: string, entry: Entry, res: LightMyRequestResponse, field: string) => {
    if (entry.navigation) {
      expect(`${what} ${res.statusCode}`).toBe(`${what} ${entry.navigation.status}`);
      return;
    }
    expect(`${what} ${res.statusCode}`).toBe(`${what} 400`);
    expect(fieldsOf(res), what).toContain(entry.reportedAs?.[field] ?? field);
  };

  const entries = () =>
    Object.entries(table).map(([key, entry]): [string, string, Entry] => {
      const [method = '', url = ''] = key.split(' ');
      return [method, url, entry];
    });

  it('text fields with a NUL character or a lone surrogate', async () => {
    for (const [method, , entry] of entries()) {
      for (const field of entry.texts ?? []) {
        for (const bad of [NUL, SURROGATE]) {
          const what = `${method} ${entry.path} ${field}=${JSON.stringify(bad)}`;
          const res = await send(method, entry.path, withValue(entry.body ?? {}, field, bad));
          expectRefused(what, entry, res, field);
        }
      }
      for (const field of entry.queryTexts ?? []) {
        for (const bad of [NUL, SURROGATE]) {
          const query = new URLSearchParams({ ...entry.query, [field]: bad }).toString();
          const what = `${method} ${entry.path}?${field}=${JSON.stringify(bad)}`;
          expectRefused(what, entry, await send(method, `${entry.path}?${query}`), field);
        }
      }
    }
  });

  it('ids in the path with %00', async () => {
    for (const [method, url, entry] of entries()) {
      const segments = url.split('/');
      for (const [index, segment] of segments.entries()) {
        if (!segment.startsWith(':')) continue;
        const param = segment.slice(1);
        const parts = entry.path.split('/');
        parts[index] = 'a%00b';
        const query = entry.query ? `?${new URLSearchParams(entry.query)}` : '';
        const what = `${method} ${parts.join('/')}`;
        const res = await send(method, `${parts.join('/')}${query}`, entry.body);
        if (entry.navigation?.params?.includes(param)) {
          expect(`${what} ${res.statusCode}`).toBe(`${what} 404`);
        } else {
          expect(`${what} ${res.statusCode}`).toBe(`${what} 400`);
          expect(fieldsOf(res), what).toContain(param);
        }
      }
    }
  });

  it('dates in the year 0', async () => {
    for (const [method, , entry] of entries()) {
      for (const field of entry.dates ?? []) {
        const what = `${method} ${entry.path} ${field}=${YEAR_0}`;
        expectRefused(
          what,
          entry,
          await send(method, entry.path, withValue(entry.body ?? {}, field, YEAR_0)),
          field,
        );
      }
    }
  });

  it('a malformed multipart upload, on every upload route', async () => {
    const uploads = entries().filter(([, , e]) => e.multipart);
    expect(uploads.length).toBeGreaterThan(1);
    for (const [, , entry] of uploads) await malformedUploads(entry);
  });

  const malformedUploads = async (entry: Entry) => {
    const good = multipartBody([{ name: 'x.txt', data: Buffer.from('x') }]);
    const bodies: [string, Buffer | string, Record<string, string>][] = [
      ['no closing boundary', good.payload.subarray(0, good.payload.length - 8), good.headers],
      ['no boundary', good.payload, { 'content-type': 'multipart/form-data' }],
      ['garbage', 'not multipart at all', good.headers],
      [
        'a NUL in the file name',
        multipartBody([{ name: 'a\u0000.txt', data: Buffer.from('x') }]).payload,
        good.headers,
      ],
    ];
    for (const [name, payload, headers] of bodies) {
      const res = await send('POST', entry.path, payload, headers);
      expect(`${entry.path} ${name} ${res.statusCode}`).toMatch(/ 4\d\d$/);
      if (res.statusCode === 400) expect(fieldsOf(res), name).toContain('file');
    }
  };

  it('stored nothing', async () => {
    const res = await send('GET', `${w.base}/sync/changes?after=${seqBefore}`);
    expect(res.json().changes).toEqual([]);
  });

  it('covers every route the app registers (a new route must join the table)', () => {
    const api = registered.filter((r) => r.includes(' /api/') && !r.startsWith('HEAD '));
    expect(api.length).toBeGreaterThan(60);
    expect(api.filter((r) => !(r in table))).toEqual([]);
  });
});
