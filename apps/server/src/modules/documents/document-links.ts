import type { DocumentDto } from '@orbit/shared';
import type { DocumentBacklinkDto } from '@orbit/shared/documents';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { documentLinks, documents, items, orbits } from '../../db/schema/index.js';
import { accessItem } from '../items/access-item.js';
import { accessOrbitPage } from '../orbit-pages/access-orbit-page.js';
import { presentOrbitPage } from '../orbit-pages/orbit-page.presenter.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Actor } from '../sync/actor.js';
import type { Reader } from '../sync/tx.js';
import { orbitVisibleTo } from '../sync/visible-orbits.js';

/**
 * PUT /documents/:id/links/:itemId: the task links the document (both seen by the actor, the task's
 * orbit active). Twice is the same.
 */
export async function linkDocument(db: Database, actor: Actor, id: string, itemId: string): Promise<void> {
  const { page: document } = await accessOrbitPage(db, 'document', actor, id);
  const { item, orbit } = await accessItem(db, actor, itemId);
  assertOrbitActive(orbit);
  await db
    .insert(documentLinks)
    .values({
      documentId: document.id,
      itemId: item.id,
      workspaceId: actor.workspaceId,
      createdBy: actor.userId,
    })
    .onConflictDoNothing();
}

/** DELETE /documents/:id/links/:itemId. */
export async function unlinkDocument(db: Database, actor: Actor, id: string, itemId: string): Promise<void> {
  const { page: document } = await accessOrbitPage(db, 'document', actor, id);
  const { item, orbit } = await accessItem(db, actor, itemId);
  assertOrbitActive(orbit);
  await db
    .delete(documentLinks)
    .where(and(eq(documentLinks.documentId, document.id), eq(documentLinks.itemId, item.id)));
}

/** GET /documents/:id/backlinks: the tasks linking it that the actor sees (not in Trash), oldest link first. */
export async function documentBacklinks(
  db: Reader,
  actor: Actor,
  id: string,
): Promise<DocumentBacklinkDto[]> {
  const { page: document } = await accessOrbitPage(db, 'document', actor, id);
  const rows = await db
    .select({
      itemId: items.id,
      title: items.title,
      orbitId: items.orbitId,
      createdAt: documentLinks.createdAt,
    })
    .from(documentLinks)
    .innerJoin(items, eq(items.id, documentLinks.itemId))
    .innerJoin(orbits, eq(orbits.id, items.orbitId))
    .where(
      and(
        eq(documentLinks.documentId, document.id),
        isNull(items.deletedAt),
        orbitVisibleTo(actor.userId, actor.role),
      ),
    )
    .orderBy(asc(documentLinks.createdAt), asc(items.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** GET /items/:id/documents: the documents a task links that the actor sees (not in Trash). */
export async function itemDocuments(db: Reader, actor: Actor, itemId: string): Promise<DocumentDto[]> {
  const { item } = await accessItem(db, actor, itemId);
  const rows = await db
    .select({ document: documents })
    .from(documentLinks)
    .innerJoin(documents, eq(documents.id, documentLinks.documentId))
    .innerJoin(orbits, eq(orbits.id, documents.orbitId))
    .where(
      and(
        eq(documentLinks.itemId, item.id),
        isNull(documents.deletedAt),
        orbitVisibleTo(actor.userId, actor.role),
      ),
    )
    .orderBy(asc(documentLinks.createdAt), asc(documents.id));
  return rows.map((row) => presentOrbitPage(row.document));
}
