import { collabMaxStateBytes, collabName } from '@orbit/shared/collab';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { collabDocuments, collabUpdates } from '../../db/schema/index.js';
import { buildTestApp, type TestApp, testOrigin } from '../../test/build-test-app.js';
import { openCollab, until } from '../../test/collab-client.js';
import { listenForSockets } from '../../test/socket-client.js';
import { createTasksWorld, makeOrbit, type TasksWorld } from '../sync/tasks.fixture.js';
import { registerCollabKind } from './collab-kinds.js';
import { orbitGrant } from './orbit-grant.js';

// A kind for these tests only: the document `orbit-note:<orbitId>` belongs to the orbit.
registerCollabKind('orbit-note', { access: (db, userId, orbitId) => orbitGrant(db, userId, orbitId) });

let t: TestApp;
let url: string;
let world: TasksWorld;

beforeAll(async () => {
  t = await buildTestApp();
  url = await listenForSockets(t);
  world = await createTasksWorld(t);
});
afterAll(async () => {
  await t.close();
});

const textOf = (doc: Y.Doc) => doc.getText('body').toString();

async function storedText(name: string): Promise<string | null> {
  const [row] = await t.database.db.select().from(collabDocuments).where(eq(collabDocuments.name, name));
  if (!row) return null;
  const updates = await t.database.db.select().from(collabUpdates).where(eq(collabUpdates.name, name));
  const doc = new Y.Doc();
  Y.applyUpdate(
    doc,
    Y.mergeUpdates([row.state, ...updates.map((u) => u.data)].map((b) => new Uint8Array(b))),
  );
  return textOf(doc);
}

describe('collaboration server', () => {
  it('two editors converge, and the text is stored and there again after everyone reconnects', async () => {
    const orbit = await makeOrbit(world, world.people.owner.client);
    const name = collabName('orbit-note', orbit.id);
    const a = openCollab(url, world.people.owner.client, name);
    const b = openCollab(url, world.people.member.client, name);
    await Promise.all([a.synced, b.synced]);
    a.doc.getText('body').insert(0, 'Hello ');
    b.doc.getText('body').insert(0, 'world');
    await until(
      () => textOf(a.doc) === textOf(b.doc) && textOf(a.doc).length === 11,
      'both edits on both sides',
    );
    a.close();
    b.close();
    await until(async () => (await storedText(name)) === textOf(a.doc), 'the text stored');

    const c = openCollab(url, world.people.admin.client, name);
    await c.synced;
    expect(textOf(c.doc)).toBe(textOf(a.doc));
    c.close();
  });

  it('refuses another workspace, a private orbit, and a document of no known kind', async () => {
    const open = await makeOrbit(world, world.people.owner.client);
    const stranger = openCollab(url, world.stranger.client, collabName('orbit-note', open.id));
    await expect(stranger.synced).rejects.toThrow('forbidden');
    stranger.close();

    const secret = await makeOrbit(world, world.people.owner.client, { visibility: 'private' });
    const outsider = openCollab(url, world.people.member.client, collabName('orbit-note', secret.id));
    await expect(outsider.synced).rejects.toThrow('forbidden');
    outsider.close();

    const unknown = openCollab(url, world.people.owner.client, collabName('nothing', open.id));
    await expect(unknown.synced).rejects.toThrow('forbidden');
    unknown.close();
  });

  it('refuses a socket without a session or from another origin', async () => {
    const status = (headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${url.replace('http', 'ws')}/api/collab`, { headers });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
      });
    expect(await status({ origin: testOrigin })).toBe(401);
    expect(
      await status({
        origin: 'https://evil.example',
        cookie: world.people.owner.client.cookieHeader('/api/collab'),
      }),
    ).toBe(403);
  });

  it('disconnects a person removed from a private orbit at once', async () => {
    const orbit = await makeOrbit(world, world.people.owner.client, { visibility: 'private' });
    const added = await world.people.owner.client.post(`${world.base}/orbits/${orbit.id}/members`, {
      userId: world.people.member.user.id,
    });
    expect(added.statusCode).toBe(200);
    const name = collabName('orbit-note', orbit.id);
    const owner = openCollab(url, world.people.owner.client, name);
    const member = openCollab(url, world.people.member.client, name);
    await Promise.all([owner.synced, member.synced]);

    const removed = await world.people.owner.client.delete(
      `${world.base}/orbits/${orbit.id}/members/${world.people.member.user.id}`,
    );
    expect(removed.statusCode).toBe(200);
    await until(() => member.refusals.includes('access_lost'), 'the member told their access is gone');

    owner.doc.getText('body').insert(0, 'after removal');
    // A marker client who still may see it receives the edit: by then the removed member would have too.
    const witness = openCollab(url, world.people.owner.client, name);
    await witness.synced;
    await until(() => textOf(witness.doc) === 'after removal', 'the edit reached the server');
    expect(textOf(member.doc)).toBe('');
    owner.close();
    member.close();
    witness.close();
  });

  it('disconnects a person who leaves the workspace, and one whose orbit is made private', async () => {
    const orbit = await makeOrbit(world, world.people.owner.client);
    const name = collabName('orbit-note', orbit.id);
    const guestless = openCollab(url, world.people.admin.client, name);
    await guestless.synced;
    const privatised = await world.people.owner.client.patch(`${world.base}/orbits/${orbit.id}`, {
      visibility: 'private',
    });
    expect(privatised.statusCode).toBe(200);
    await until(() => guestless.refusals.includes('access_lost'), 'the admin disconnected');
    guestless.close();

    const other = await makeOrbit(world, world.people.owner.client);
    const leaving = openCollab(url, world.people.member.client, collabName('orbit-note', other.id));
    await leaving.synced;
    const gone = await world.people.owner.client.delete(
      `${world.base}/members/${world.people.member.user.id}`,
    );
    expect(gone.statusCode).toBe(204);
    await until(() => leaving.refusals.includes('access_lost'), 'the removed member disconnected');
    leaving.close();
  });

  it('refuses a malformed update and one past the size limit: nothing stored, the document unharmed', async () => {
    const orbit = await makeOrbit(world, world.people.owner.client);
    const name = collabName('orbit-note', orbit.id);
    const good = openCollab(url, world.people.owner.client, name);
    await good.synced;
    good.doc.getText('body').insert(0, 'kept');
    await until(async () => (await storedText(name)) === 'kept', 'the first edit stored');

    // A raw sync update whose payload is not a Yjs update.
    const bad = openCollab(url, world.people.owner.client, name);
    await bad.synced;
    const garbage = new Uint8Array([200, 200, 200, 200, 1, 2, 3]);
    const { createEncoder, writeVarString, writeVarUint, writeVarUint8Array, toUint8Array } = await import(
      'lib0/encoding'
    );
    const encoder = createEncoder();
    writeVarString(encoder, name);
    writeVarUint(encoder, 0);
    writeVarUint(encoder, 2);
    writeVarUint8Array(encoder, garbage);
    bad.socket.send(toUint8Array(encoder));
    await until(() => bad.refusals.includes('malformed_update'), 'the malformed update refused');
    bad.close();

    // An honest client writing more than the limit.
    const big = openCollab(url, world.people.admin.client, name);
    await big.synced;
    big.doc.getText('body').insert(0, 'x'.repeat(collabMaxStateBytes + 1024));
    await until(() => big.refusals.includes('document_too_large'), 'the oversized update refused');
    big.close();

    good.doc.getText('body').insert(4, '!');
    await until(async () => (await storedText(name)) === 'kept!', 'the next good edit stored');
    expect(textOf(good.doc)).toBe('kept!');
    const [row] = await t.database.db.select().from(collabDocuments).where(eq(collabDocuments.name, name));
    expect(row?.bytes ?? 0).toBeLessThan(1024);
    good.close();
  });
});
