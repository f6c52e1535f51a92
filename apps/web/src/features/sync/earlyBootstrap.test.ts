import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../lib/api/apiClient';
import { forgetMe, rememberMe } from '../../lib/lastMe';
import { LocalDb } from '../../lib/localDb';
import { syncDb } from '../../lib/syncDb';
import { onBootstrapRead, pendingBootstrap } from './bootstrapPreview';
import { catchUp } from './catchUp';
import { firstIdIn, serverIdPattern, startEarlyBootstrap } from './earlyBootstrap';
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

const orbitId = 'orb00000000000000001';

it("an orbit's address asks for a first answer: shown at once, then the whole answer is asked for, and only that one is stored", async () => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    fetched.push(String(input));
    const body = bootstrapRows({
      seq: 7,
      items: [itemRow({ id: 'mine0000000000000000', title: 'In this orbit', seq: 7 })],
    });
    return new Response(JSON.stringify({ ...body, partial: true }));
  });
  await startEarlyBootstrap(`/acme/${orbitId}`);
  expect(fetched).toEqual([`/api/orgs/acme/sync/bootstrap?first=${orbitId}`]);
  const shown: string[][] = [];
  const stop = onBootstrapRead((_, boot) => shown.push(boot.items.map((item) => item.title)));
  const asked: string[] = [];
  const whole: ApiRequest = (async (path: string, options?: { schema?: { parse(v: unknown): unknown } }) => {
    asked.push(path);
    const body = bootstrapRows({
      seq: 8,
      items: [
        itemRow({ id: 'mine0000000000000000', title: 'In this orbit', seq: 7 }),
        itemRow({ id: 'else0000000000000000', title: 'In another orbit', seq: 8 }),
      ],
    });
    return options?.schema ? options.schema.parse(body) : body;
  }) as ApiRequest;
  expect(await catchUp({ db, request: whole, scope, org: 'acme', after: undefined })).toBe(8);
  stop();
  expect(asked).toEqual(['/api/orgs/acme/sync/bootstrap']);
  expect(shown).toEqual([['In this orbit'], ['In this orbit', 'In another orbit']]);
  expect((await db.items.toArray()).map((row) => row.title).sort()).toEqual([
    'In another orbit',
    'In this orbit',
  ]);
  expect(pendingBootstrap('w1')).toBeUndefined();
});

it('a first answer shown and the whole one refused: nothing stays held back, so writes are not kept waiting', async () => {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ ...bootstrapRows({ seq: 7 }), partial: true })),
  );
  await startEarlyBootstrap(`/acme/${orbitId}`);
  const refused: ApiRequest = (async () => {
    throw new Error('offline');
  }) as ApiRequest;
  await expect(catchUp({ db, request: refused, scope, org: 'acme', after: undefined })).rejects.toThrow(
    'offline',
  );
  expect(pendingBootstrap('w1')).toBeUndefined();
  expect(await db.items.count()).toBe(0);
});

it("a first answer is asked for only by an orbit's or a view's id, never by the app's own pages", () => {
  expect(firstIdIn(`/acme/${orbitId}`)).toBe(orbitId);
  expect(firstIdIn(`/acme/${orbitId}/board`)).toBe(orbitId);
  for (const address of [
    '/acme',
    '/acme/my-tasks',
    '/acme/inbox',
    '/acme/chat/x',
    '/acme/ORB00000000000000001',
  ]) {
    expect(firstIdIn(address)).toBeUndefined();
  }
});

it("the page's head asks for a first answer by the same id pattern as the app", async () => {
  const { readFileSync } = await import('node:fs');
  const { resolve } = await import('node:path');
  const script = readFileSync(resolve(import.meta.dirname, '../../../public/early-bootstrap.js'), 'utf8');
  expect(/const first = (\/.*\/)\.test\(id\)/.exec(script)?.[1]).toBe(String(serverIdPattern));
});
