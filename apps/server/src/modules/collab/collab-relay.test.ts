import { collabName } from '@orbit/shared/collab';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { collabDocuments, collabUpdates } from '../../db/schema/index.js';
import { openCollab, until } from '../../test/collab-client.js';
import { redisAvailable, servicesRequired, useTwoInstances } from '../../test/two-instances.js';
import { makeOrbit } from '../sync/tasks.fixture.js';
import { registerCollabKind } from './collab-kinds.js';
import { compactCollabDocument } from './collab-store.js';
import { orbitGrant } from './orbit-grant.js';

// A kind for these tests only: the document `orbit-note:<orbitId>` belongs to the orbit.
registerCollabKind('orbit-note', { access: (db, userId, orbitId) => orbitGrant(db, userId, orbitId) });

const hasRedis = await redisAvailable('the collaboration relay tests');
const textOf = (doc: Y.Doc) => doc.getText('body').toString();

describe.skipIf(!hasRedis && !servicesRequired)('collaboration across two instances (Redis)', () => {
  const two = useTwoInstances();

  const rowsOf = (name: string) =>
    two.a.database.db.select().from(collabUpdates).where(eq(collabUpdates.name, name));

  async function storedText(name: string): Promise<string> {
    const [row] = await two.a.database.db
      .select()
      .from(collabDocuments)
      .where(eq(collabDocuments.name, name));
    const updates = await rowsOf(name);
    const doc = new Y.Doc();
    const parts = [...(row ? [row.state] : []), ...updates.map((u) => u.data)];
    if (parts.length > 0) Y.applyUpdate(doc, Y.mergeUpdates(parts.map((b) => new Uint8Array(b))));
    return textOf(doc);
  }

  /** The Yjs clients whose changes one stored update row carries. */
  const clientsOf = (data: Buffer) =>
    new Set(Y.decodeUpdate(new Uint8Array(data)).structs.map((struct) => struct.id.client));

  it('editors on two instances see each other live, and each change is stored once, by its own instance', async () => {
    const orbit = await makeOrbit(two.w, two.w.people.owner.client);
    const name = collabName('orbit-note', orbit.id);
    const a = openCollab(two.urlA, two.w.people.owner.client, name);
    const b = openCollab(two.urlB, two.w.people.member.client, name);
    await Promise.all([a.synced, b.synced]);

    a.doc.getText('body').insert(0, 'Hello');
    await until(() => textOf(b.doc) === 'Hello', 'A’s edit on B');
    await until(async () => (await storedText(name)) === 'Hello', 'A’s edit stored');
    b.doc.getText('body').insert(5, ' world');
    await until(() => textOf(a.doc) === 'Hello world', 'B’s edit on A');
    await until(async () => (await storedText(name)) === 'Hello world', 'B’s edit stored');

    // Both editors are still connected, so nothing is compacted yet: one row per change, each
    // written by the instance its editor is on (a relayed change stored there too would show up
    // as a row carrying both clients, or a third row).
    const rows = await rowsOf(name);
    expect(rows.map((row) => [...clientsOf(row.data)])).toEqual([[a.doc.clientID], [b.doc.clientID]]);

    // Carets and names cross too.
    a.provider.setAwarenessField('user', { name: 'Ada' });
    await until(
      () =>
        [...(b.provider.awareness?.getStates().values() ?? [])].some(
          (state) => (state.user as { name?: string } | undefined)?.name === 'Ada',
        ),
      'A’s awareness on B',
    );

    a.close();
    b.close();
    // The last editor on each instance gone: both compact, and the text stays whole.
    await until(async () => (await rowsOf(name)).length === 0, 'both instances compacted');
    expect(await storedText(name)).toBe('Hello world');

    const c = openCollab(two.urlB, two.w.people.owner.client, name);
    await c.synced;
    expect(textOf(c.doc)).toBe('Hello world');
    c.close();
  });

  it('one who opens the document on the other instance gets what is there, then the edits that follow', async () => {
    const orbit = await makeOrbit(two.w, two.w.people.owner.client);
    const name = collabName('orbit-note', orbit.id);
    const a = openCollab(two.urlA, two.w.people.owner.client, name);
    await a.synced;
    a.doc.getText('body').insert(0, 'first');
    // B opens while A is editing (whether A has stored it yet or not): the text arrives either way.
    const b = openCollab(two.urlB, two.w.people.member.client, name);
    await b.synced;
    await until(() => textOf(b.doc) === 'first', 'the first text on B');
    a.doc.getText('body').insert(5, ', then more');
    await until(() => textOf(b.doc) === 'first, then more', 'the next edit on B');
    a.close();
    b.close();
  });

  it('a compaction keeps what another instance folded in first', async () => {
    const orbit = await makeOrbit(two.w, two.w.people.owner.client);
    const name = collabName('orbit-note', orbit.id);
    // Instance B compacts its editor's text; then A compacts a state that never received it.
    const fromB = new Y.Doc();
    fromB.getText('body').insert(0, 'B');
    await compactCollabDocument(
      two.a.database.db,
      name,
      two.w.workspace.id,
      Y.encodeStateAsUpdate(fromB),
      [],
    );
    const fromA = new Y.Doc();
    fromA.getText('body').insert(0, 'A');
    await compactCollabDocument(
      two.a.database.db,
      name,
      two.w.workspace.id,
      Y.encodeStateAsUpdate(fromA),
      [],
    );
    const text = await storedText(name);
    expect(text.split('').sort().join('')).toBe('AB');
  });
});
