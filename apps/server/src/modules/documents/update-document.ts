import type { DocumentDto } from '@orbit/shared';
import type { UpdateDocumentBody } from '@orbit/shared/documents';
import { eq } from 'drizzle-orm';
import { documents } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import { accessOrbit } from '../orbits/access-orbit.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Actor } from '../sync/actor.js';
import type { Tx } from '../sync/tx.js';
import { orbitAudience } from '../sync/visible-orbits.js';
import { type ChangeRecorder, type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessDocument } from './access-document.js';
import { presentDocument } from './document.presenter.js';
import { assertDocumentNotArchived, assertDocumentNotTrashed } from './document-state.js';

/**
 * PATCH /documents/:id: rename, reorder, move to another orbit the actor sees, archive or bring back.
 * An archived document takes only `archived: false` (with anything else in the same call).
 */
export async function updateDocument(
  ctx: SyncContext,
  actor: Actor,
  id: string,
  input: UpdateDocumentBody,
): Promise<DocumentDto> {
  return withChanges(ctx, async (tx, changes) => {
    const { document, orbit } = await accessDocument(tx, actor, id, true);
    assertOrbitActive(orbit);
    assertDocumentNotTrashed(document);
    if (input.archived !== false) assertDocumentNotArchived(document);
    const target =
      input.orbitId === undefined ? orbit : await accessOrbit(tx, actor, input.orbitId, 'key share');
    assertOrbitActive(target);
    const archivedAt =
      input.archived === undefined ? document.archivedAt : input.archived ? new Date() : null;
    const seq = await changes.nextSeq(actor.workspaceId);
    const [row] = await tx
      .update(documents)
      .set({
        title: input.title,
        position: input.position,
        orbitId: target.id,
        archivedAt,
        updatedAt: new Date(),
        seq,
      })
      .where(eq(documents.id, document.id))
      .returning();
    if (!row) throw notFound('Document not found.');
    const dto = presentDocument(row);
    await changes.record(
      {
        workspaceId: actor.workspaceId,
        entity: 'document',
        op: 'upsert',
        id: row.id,
        orbitId: row.orbitId,
        data: dto,
      },
      seq,
    );
    await recordDocumentMovedAway(tx, changes, actor.workspaceId, row.id, document.orbitId, row.orbitId);
    return dto;
  });
}

/**
 * After a document moved from orbit `from` to `to`: everyone in the workspace who does not see `to` gets
 * a `document` delete in their own room (as a task's move does, docs/SYNC.md): those who see `to` hear the
 * move as its upsert there, and nobody keeps a copy they may no longer see.
 */
async function recordDocumentMovedAway(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  documentId: string,
  from: string,
  to: string,
): Promise<void> {
  if (from === to) return;
  const { others } = await orbitAudience(tx, to);
  for (const userId of others) {
    await changes.record({
      workspaceId,
      entity: 'document',
      op: 'delete',
      id: documentId,
      userId,
      data: null,
    });
  }
}
