import { registerCollabKind } from '../collab/collab-kinds.js';
import { orbitPageGrant } from '../orbit-pages/access-orbit-page.js';
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
  access: (db, userId, id) => orbitPageGrant(db, 'document', userId, id),
  // Search reads the plain text (document-text.ts).
  async afterStore(db, id, doc) {
    await storeDocumentText(db, id, documentPlainText(doc, documentFragment));
  },
});
