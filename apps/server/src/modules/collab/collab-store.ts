import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Database } from '../../db/database.js';
import { collabDocuments, collabUpdates } from '../../db/schema/index.js';

/** What is stored of one document: its compacted state and the updates appended since, in order. */
export type StoredCollabDocument = { parts: Uint8Array[]; bytes: number };

/** The stored parts of `name` (none for a document never written). */
export async function loadCollabDocument(db: Database, name: string): Promise<StoredCollabDocument> {
  const [doc] = await db
    .select({ state: collabDocuments.state })
    .from(collabDocuments)
    .where(eq(collabDocuments.name, name));
  if (!doc) return { parts: [], bytes: 0 };
  const updates = await db
    .select({ data: collabUpdates.data })
    .from(collabUpdates)
    .where(eq(collabUpdates.name, name))
    .orderBy(asc(collabUpdates.id));
  const parts = [doc.state, ...updates.map((row) => row.data)].map((part) => new Uint8Array(part));
  return { parts, bytes: parts.reduce((sum, part) => sum + part.byteLength, 0) };
}

/** An empty Yjs state (`Y.encodeStateAsUpdate(new Y.Doc())`). */
const emptyState = Buffer.from([0, 0]);

/** Appends one update (creating the document's row on its first), returning the update row's id. */
export async function appendCollabUpdate(
  db: Database,
  name: string,
  workspaceId: string,
  update: Uint8Array,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(collabDocuments)
      .values({ name, workspaceId, state: emptyState, bytes: emptyState.byteLength })
      .onConflictDoNothing();
    const [row] = await tx
      .insert(collabUpdates)
      .values({ name, data: Buffer.from(update) })
      .returning({ id: collabUpdates.id });
    await tx
      .update(collabDocuments)
      .set({ bytes: sql`${collabDocuments.bytes} + ${update.byteLength}`, updatedAt: new Date() })
      .where(eq(collabDocuments.name, name));
    if (!row) throw new Error('collab update not stored');
    return row.id;
  });
}

/**
 * Folds updates into the state: `state` must contain every update of `updateIds` (the ones this
 * process appended and has applied). Only those rows go, so another instance's updates stay; and the
 * new state is merged with the stored one (its row locked meanwhile), so a change another instance
 * folded in first, and this one has not received yet, stays too. Returns the stored state's size.
 */
export async function compactCollabDocument(
  db: Database,
  name: string,
  workspaceId: string,
  state: Uint8Array,
  updateIds: readonly number[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ state: collabDocuments.state })
      .from(collabDocuments)
      .where(eq(collabDocuments.name, name))
      .for('update');
    const merged = stored ? Y.mergeUpdates([new Uint8Array(stored.state), state]) : state;
    const stateBytes = Buffer.from(merged);
    await tx
      .insert(collabDocuments)
      .values({ name, workspaceId, state: stateBytes, bytes: stateBytes.byteLength })
      .onConflictDoUpdate({
        target: collabDocuments.name,
        set: { state: stateBytes, updatedAt: new Date() },
      });
    if (updateIds.length > 0) {
      await tx
        .delete(collabUpdates)
        .where(and(eq(collabUpdates.name, name), inArray(collabUpdates.id, [...updateIds])));
    }
    // What is left: the new state and any update rows another instance appended.
    await tx
      .update(collabDocuments)
      .set({
        bytes: sql`${stateBytes.byteLength} + coalesce((select sum(octet_length(${collabUpdates.data})) from ${collabUpdates} where ${collabUpdates.name} = ${name}), 0)`,
      })
      .where(eq(collabDocuments.name, name));
    return stateBytes.byteLength;
  });
}

/** Removes a document's stored state (its entity was deleted for good). */
export async function deleteCollabDocument(db: Pick<Database, 'delete'>, name: string): Promise<void> {
  await db.delete(collabDocuments).where(eq(collabDocuments.name, name));
}
