import {
  type CreateDocumentVersionBody,
  type DocumentVersionDto,
  documentCollabName,
} from '@orbit/shared/documents';
import { and, desc, eq, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import { type DocumentVersionRow, documentVersions } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { CollabServer } from '../collab/collab-server.js';
import {
  accessOrbitPage,
  assertPageNotArchived,
  assertPageNotTrashed,
} from '../orbit-pages/access-orbit-page.js';
import { assertOrbitActive } from '../orbits/assert-orbit-active.js';
import type { Actor } from '../sync/actor.js';
import { newId } from '../sync/new-id.js';
import type { Reader } from '../sync/tx.js';
import type { SyncContext } from '../sync/with-changes.js';

/** The rich text of a document: tiptap's Collaboration extension keeps it in this fragment. */
export const documentFragment = 'default';

type Deps = SyncContext & { collab: CollabServer | undefined };

function presentVersion(
  row: Omit<DocumentVersionRow, 'state' | 'workspaceId'> & { bytes: number },
): DocumentVersionDto {
  return {
    id: row.id,
    documentId: row.documentId,
    name: row.name,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    bytes: row.bytes,
  };
}

function collabOf(ctx: Deps): CollabServer {
  if (!ctx.collab) throw new Error('the collaboration server is not running');
  return ctx.collab;
}

/** GET /documents/:id/versions: newest first. */
export async function listDocumentVersions(
  db: Reader,
  actor: Actor,
  id: string,
): Promise<DocumentVersionDto[]> {
  const { page: document } = await accessOrbitPage(db, 'document', actor, id);
  const rows = await db
    .select({
      id: documentVersions.id,
      documentId: documentVersions.documentId,
      name: documentVersions.name,
      createdBy: documentVersions.createdBy,
      createdAt: documentVersions.createdAt,
      bytes: sql<number>`octet_length(${documentVersions.state})`.mapWith(Number),
    })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, document.id))
    .orderBy(desc(documentVersions.createdAt), desc(documentVersions.id));
  return rows.map(presentVersion);
}

/** The document's state now, as the collaboration server holds it (open or loaded for this). */
async function currentState(ctx: Deps, workspaceId: string, documentId: string): Promise<Uint8Array> {
  const connection = await collabOf(ctx).hocuspocus.openDirectConnection(documentCollabName(documentId), {
    userId: '',
    familyId: '',
    workspaceId,
  });
  try {
    let state: Uint8Array = new Uint8Array();
    await connection.transact((doc) => {
      state = Y.encodeStateAsUpdate(doc);
    });
    return state;
  } finally {
    await connection.disconnect();
  }
}

async function insertVersion(
  ctx: Deps,
  actor: Actor,
  documentId: string,
  name: string,
  state: Uint8Array,
): Promise<DocumentVersionDto> {
  const [row] = await ctx.db
    .insert(documentVersions)
    .values({
      id: newId(),
      workspaceId: actor.workspaceId,
      documentId,
      name,
      state: Buffer.from(state),
      createdBy: actor.userId,
    })
    .returning();
  if (!row) throw new Error('version insert returned nothing');
  return presentVersion({ ...row, bytes: row.state.byteLength });
}

/** POST /documents/:id/versions: the text as it is now, under a name. */
export async function createDocumentVersion(
  ctx: Deps,
  actor: Actor,
  id: string,
  input: CreateDocumentVersionBody,
): Promise<DocumentVersionDto> {
  const { page: document } = await accessOrbitPage(ctx.db, 'document', actor, id);
  const state = await currentState(ctx, actor.workspaceId, document.id);
  return insertVersion(ctx, actor, document.id, input.name, state);
}

/**
 * POST /documents/:id/versions/:versionId/restore: the text becomes the version's again, as a new
 * change everyone connected receives (history only grows: nothing is lost). The text it replaces is
 * kept first as a version named after the restore.
 */
export async function restoreDocumentVersion(
  ctx: Deps,
  actor: Actor,
  id: string,
  versionId: string,
  savedName: (versionName: string) => string,
): Promise<{ restored: DocumentVersionDto; saved: DocumentVersionDto }> {
  const { page: document, orbit } = await accessOrbitPage(ctx.db, 'document', actor, id);
  assertOrbitActive(orbit);
  assertPageNotTrashed('document', document);
  assertPageNotArchived('document', document);
  const [version] = await ctx.db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.id, versionId), eq(documentVersions.documentId, document.id)));
  if (!version) throw notFound('Version not found.');
  const source = new Y.Doc();
  try {
    Y.applyUpdate(source, new Uint8Array(version.state));
  } catch {
    throw new AppError('conflict', 'This version cannot be read.');
  }
  const connection = await collabOf(ctx).hocuspocus.openDirectConnection(documentCollabName(document.id), {
    userId: actor.userId,
    familyId: '',
    workspaceId: actor.workspaceId,
  });
  try {
    let before: Uint8Array = new Uint8Array();
    await connection.transact((doc) => {
      before = Y.encodeStateAsUpdate(doc);
    });
    const saved = await insertVersion(ctx, actor, document.id, savedName(version.name), before);
    await connection.transact((doc) => {
      const target = doc.getXmlFragment(documentFragment);
      const from = source.getXmlFragment(documentFragment);
      target.delete(0, target.length);
      // Hooks are not part of tiptap's documents; elements and text are copied as they are.
      const nodes = from
        .toArray()
        .filter((node): node is Y.XmlElement | Y.XmlText => !(node instanceof Y.XmlHook));
      target.insert(
        0,
        nodes.map((node) => node.clone()),
      );
    });
    return { restored: presentVersion({ ...version, bytes: version.state.byteLength }), saved };
  } finally {
    await connection.disconnect();
  }
}
