import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../lib/api/apiClient';
import { forgetMe, rememberMe } from '../../lib/lastMe';
import { LocalDb } from '../../lib/localDb';
import { syncDb } from '../../lib/syncDb';
import { catchUp } from './catchUp';
import { startEarlyBootstrap } from './earlyBootstrap';
import { bootstrapRows, itemRow } from './testing/serverRows';

const scope = { workspaceId: 'w1', meId: 'me' };
let db: LocalDb;
const fetched: string[] = [];

beforeEach(async () => {
  db = new LocalDb(`early-bootstrap-${crypto.randomUUID()}`);
  await db.open();
  await syncDb.cursors.clear();
  fetched.length = 0;
  rememberMe({
    user: {
      id: 'me',
      email: 'ada@example.com',
      name: 'Ada',
      avatarUrl: null,
      emailVerified: true,
      onboardingStep: 'done',
      locale: null,
    },
    workspaces: [
      { id: 'w1', slug: 'acme', name: 'Acme', kind: 'team', plan: 'free', role: 'owner', avatarUrl: null },
    ],
  } as Parameters<typeof rememberMe>[0]);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    fetched.push(String(input));
    const body = bootstrapRows({
      seq: 7,
      items: [itemRow({ id: 'early000000000000000', title: 'Early', seq: 7 })],
    });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  forgetMe();
});

/** A request that records what the catch-up asked the server itself. */
function recordingRequest(asked: string[]): ApiRequest {
  return (async (path: string, options?: { schema?: { parse(v: unknown): unknown } }) => {
    asked.push(path);
    const body = bootstrapRows({ seq: 3 });
    return options?.schema ? options.schema.parse(body) : body;
  }) as ApiRequest;
}

it('a cold open: the entry starts the bootstrap, and the first catch-up uses that answer instead of asking again', async () => {
  await startEarlyBootstrap('/acme/my-tasks');
  expect(fetched).toEqual(['/api/orgs/acme/sync/bootstrap']);
  const asked: string[] = [];
  expect(await catchUp({ db, request: recordingRequest(asked), scope, org: 'acme', after: undefined })).toBe(
    7,
  );
  expect(asked).toEqual([]);
  expect((await db.items.get('early000000000000000'))?.title).toBe('Early');
  // Taken once: a later bootstrap asks the server.
  expect(await catchUp({ db, request: recordingRequest(asked), scope, org: 'acme', after: undefined })).toBe(
    3,
  );
  expect(asked).toEqual(['/api/orgs/acme/sync/bootstrap']);
});

it('starts nothing for a device holding a cursor, an address that is no workspace of theirs, or nobody remembered', async () => {
  await syncDb.cursors.put({ workspaceId: 'w1', seq: 4 });
  await startEarlyBootstrap('/acme');
  await syncDb.cursors.clear();
  await startEarlyBootstrap('/login');
  await startEarlyBootstrap('/');
  forgetMe();
  await startEarlyBootstrap('/acme');
  expect(fetched).toEqual([]);
});

it('an early answer that was refused leaves the bootstrap to the ordinary request', async () => {
  vi.stubGlobal('fetch', async () => new Response('{"error":"unauthorized"}', { status: 401 }));
  await startEarlyBootstrap('/acme');
  const asked: string[] = [];
  expect(await catchUp({ db, request: recordingRequest(asked), scope, org: 'acme', after: undefined })).toBe(
    3,
  );
  expect(asked).toEqual(['/api/orgs/acme/sync/bootstrap']);
});

it("takes the bootstrap the page's head started (a first open on this device), once", async () => {
  forgetMe();
  const answer = Promise.resolve(
    new Response(
      JSON.stringify(
        bootstrapRows({
          seq: 9,
          items: [itemRow({ id: 'head0000000000000000', title: 'From the head', seq: 9 })],
        }),
      ),
    ),
  );
  window.__orbitEarlyBootstrap = { path: '/api/orgs/acme/sync/bootstrap', answer };
  const asked: string[] = [];
  expect(await catchUp({ db, request: recordingRequest(asked), scope, org: 'acme', after: undefined })).toBe(
    9,
  );
  expect(asked).toEqual([]);
  expect((await db.items.get('head0000000000000000'))?.title).toBe('From the head');
  expect(window.__orbitEarlyBootstrap).toBeUndefined();
});

it("the page's head never asks for the app's own pages: its list is the shared reservedSlugs", async () => {
  const { reservedSlugs } = await import('@orbit/shared');
  const { readFileSync } = await import('node:fs');
  const { resolve } = await import('node:path');
  const script = readFileSync(resolve(import.meta.dirname, '../../../public/early-bootstrap.js'), 'utf8');
  const listed = /const pages = \[([^\]]*)\]/.exec(script)?.[1] ?? '';
  expect(listed.match(/'[^']+'/g)?.map((quoted) => quoted.slice(1, -1))).toEqual([...reservedSlugs]);
});
