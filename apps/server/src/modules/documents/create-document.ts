import type { DocumentDto } from '@orbit/shared';
import type { CreateDocumentBody } from '@orbit/shared/documents';
import { and, eq } from 'drizzle-orm';
import { documents } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { accessOrbit } from '../orbits/access-orbit.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Created } from '../orbits/create-orbit.js';
import type { Actor } from '../sync/actor.js';
import { newId } from '../sync/new-id.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { accessDocument } from './access-document.js';
import { presentDocument } from './document.presenter.js';

/** POST /documents, idempotent by clientId: anyone who sees an active orbit may start a document in it. */
export async function createDocument(
  ctx: SyncContext,
  actor: Actor,
  input: CreateDocumentBody,
): Promise<Created<DocumentDto>> {
  const again = async () => ({
    value: presentDocument((await accessDocument(ctx.db, actor, input.clientId)).document),
    created: false,
  });
  const orbit = await accessOrbit(ctx.db, actor, input.orbitId);
  const [existing] = await ctx.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.workspaceId, actor.workspaceId), eq(documents.clientId, input.clientId)));
  // A retry of a create that went through answers as before, even if the orbit was archived since.
  if (existing) return again();
  assertOrbitActive(orbit);
  try {
    const value = await withChanges(ctx, async (tx, changes) => {
      const locked = await accessOrbit(tx, actor, orbit.id, 'key share');
      assertOrbitActive(locked);
      const id = newId();
      const seq = await changes.nextSeq(actor.workspaceId);
      const [row] = await tx
        .insert(documents)
        .values({
          id,
          clientId: input.clientId,
          workspaceId: actor.workspaceId,
          orbitId: locked.id,
          title: input.title,
          position: input.position ?? id,
          createdBy: actor.userId,
          seq,
        })
        .returning();
      if (!row) throw new Error('document insert returned nothing');
      const dto = presentDocument(row);
      await changes.record(
        {
          workspaceId: actor.workspaceId,
          entity: 'document',
          op: 'upsert',
          id,
          orbitId: row.orbitId,
          data: dto,
        },
        seq,
      );
      return dto;
    });
    return { value, created: true };
  } catch (error) {
    if (isUniqueViolation(error, 'documents_workspace_id_client_id_key')) return again();
    throw error;
  }
}
