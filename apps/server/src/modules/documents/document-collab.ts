import { eq } from 'drizzle-orm';
import { documents } from '../../db/schema/index.js';
import { registerCollabKind } from '../collab/collab-kinds.js';
import { orbitGrant } from '../collab/orbit-grant.js';
import { documentPlainText, storeDocumentText } from './document-text.js';
import { documentFragment } from './document-versions.js';

/**
 * A document's text is the collaboration document `doc:<id>` (the server id): whoever sees its orbit
 * reads it; they write unless the orbit or the document is archived or the document is in Trash.
 * A change of the `document` row (moved, archived, trashed) asks again for everyone connected. Once
 * stored, its plain text is kept for search.
 */
registerCollabKind('doc', {
  entity: 'document',
  async access(db, userId, id) {
    const [row] = await db
      .select({
        orbitId: documents.orbitId,
        archivedAt: documents.archivedAt,
        deletedAt: documents.deletedAt,
      })
      .from(documents)
      .where(eq(documents.id, id));
    if (!row) return null;
    return orbitGrant(db, userId, row.orbitId, row.archivedAt !== null || row.deletedAt !== null);
  },
  // Search reads the plain text (document-text.ts).
  async afterStore(db, id, doc) {
    await storeDocumentText(db, id, documentPlainText(doc, documentFragment));
  },
});
