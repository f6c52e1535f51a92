import type { MessageDto } from '@orbit/shared';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import type { ApiRequest } from '../../lib/api/apiClient';
import { SyncDb } from '../../lib/syncDb';
import { ensureThreadRoot } from './threadRoot';

let store: SyncDb;
beforeEach(() => {
  store = new SyncDb(`thread-root-${crypto.randomUUID()}`);
});
afterEach(async () => {
  store.close();
  await store.delete();
});

const root: MessageDto = {
  id: 'msg00000000000000001',
  clientId: '7f0c1c1e-0000-4000-8000-000000000001',
  workspaceId: 'ws1',
  conversationId: 'conv0000000000000001',
  conversationSeq: 3,
  authorId: 'user1',
  body: '{"type":"doc"}',
  parentId: null,
  replyCount: 2,
  lastReplyAt: '2026-12-01T10:00:00.000Z',
  replyUserIds: ['user2'],
  reactions: [],
  attachments: [],
  editedAt: null,
  deletedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  seq: 40,
};

/** The server's answers by path, and every path asked for. */
function server(answers: Record<string, unknown>, asked: string[]): ApiRequest {
  return (async (path: string) => {
    asked.push(path);
    if (path in answers) return answers[path];
    throw new ApiRequestError(404, { code: 'not_found', message: 'Not found.' });
  }) as ApiRequest;
}

const path = `/api/orgs/acme/sync/entity/message/${root.id}`;

it('fetches a root this device does not hold and stores it like a synced message', async () => {
  const asked: string[] = [];
  const request = server({ [path]: { entity: 'message', id: root.id, seq: 40, data: root } }, asked);
  expect(await ensureThreadRoot({ request, store, org: 'acme', rootId: root.id })).toBe(true);
  expect(asked).toEqual([path]);
  expect(await store.messages.get(root.id)).toMatchObject({ id: root.id, replyCount: 2, seq: 40 });
});

it('asks nothing for a root already held, by id or by its temporary id', async () => {
  await store.messages.put({ ...root });
  const asked: string[] = [];
  const request = server({}, asked);
  expect(await ensureThreadRoot({ request, store, org: 'acme', rootId: root.id })).toBe(false);
  expect(await ensureThreadRoot({ request, store, org: 'acme', rootId: root.clientId ?? '' })).toBe(false);
  expect(asked).toEqual([]);
});

it('leaves the store alone when the server has no such message for this person', async () => {
  const asked: string[] = [];
  expect(await ensureThreadRoot({ request: server({}, asked), store, org: 'acme', rootId: root.id })).toBe(
    false,
  );
  expect(asked).toEqual([path]);
  expect(await store.messages.count()).toBe(0);
});
