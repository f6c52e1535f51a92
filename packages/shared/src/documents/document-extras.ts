import { z } from 'zod';
import { idSchema, text } from '../input/text.js';
import { clientIdSchema } from '../tasks/task.schemas.js';
import { documentSchema } from './document.schemas.js';

// What only the document screen and its routes use (bodies, versions, backlinks, the collaboration name):
// exported as `@orbit/shared/documents`, outside the barrel, so the app's first download stays as it was.

export const documentTitleMax = 120;
/** The most an image put in a document may weigh (stored like attachments). */
export const documentFileMaxBytes = 25 * 1024 * 1024;

const title = text().trim().min(1).max(documentTitleMax);
const position = text().min(1).max(128);

export const createDocumentSchema = z.object({
  clientId: clientIdSchema,
  orbitId: idSchema,
  title,
  position: position.optional(),
});
export type CreateDocumentBody = z.infer<typeof createDocumentSchema>;

/** Rename, reorder, move to another orbit, archive (`archived: true`) or bring back from the archive. */
export const updateDocumentSchema = z.object({
  title: title.optional(),
  position: position.optional(),
  orbitId: idSchema.optional(),
  archived: z.boolean().optional(),
});
export type UpdateDocumentBody = z.infer<typeof updateDocumentSchema>;

/** An image put in a document, as stored (the document refers to it by `id`). */
export const documentFileSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentFileDto = z.infer<typeof documentFileSchema>;

/** The collaboration document (docs/ARCHITECTURE.md, Collaboration) holding a document's text. */
export const documentCollabName = (documentId: string): string => `doc:${documentId}`;

export const documentVersionNameMax = 120;

/** A named version of a document's text. */
export const documentVersionSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  name: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** The byte length of its Yjs state. */
  bytes: z.number(),
});
export type DocumentVersionDto = z.infer<typeof documentVersionSchema>;
export const documentVersionListSchema = z.object({ versions: z.array(documentVersionSchema) });

export const createDocumentVersionSchema = z.object({
  name: text().trim().min(1).max(documentVersionNameMax),
});
export type CreateDocumentVersionBody = z.infer<typeof createDocumentVersionSchema>;

/** A task that links a document (a backlink of the document), as the reader may see it. */
export const documentBacklinkSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  orbitId: z.string(),
  createdAt: z.string(),
});
export type DocumentBacklinkDto = z.infer<typeof documentBacklinkSchema>;
export const documentBacklinkListSchema = z.object({ backlinks: z.array(documentBacklinkSchema) });

export const linkDocumentSchema = z.object({ itemId: idSchema });
export type LinkDocumentBody = z.infer<typeof linkDocumentSchema>;

/** The documents a task links, as the reader may see them. */
export const itemDocumentListSchema = z.object({ documents: z.array(documentSchema) });
