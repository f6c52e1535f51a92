import type { DocumentFileDto } from '@orbit/shared/documents';
import { and, eq } from 'drizzle-orm';
import { type DocumentFileRow, documentFiles } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { OrbitPageFiles } from '../orbit-pages/orbit-page-files.js';

export function presentDocumentFile(row: DocumentFileRow): DocumentFileDto {
  return {
    id: row.fileKey,
    documentId: row.documentId,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Images dropped or pasted in a document (PUT and GET /documents/:id/files/:fileId, kept under the
 * editor's own id for each): only a PNG, JPEG, GIF or WebP image, its type read from its bytes.
 */
export const documentPageFiles: OrbitPageFiles<DocumentFileRow, DocumentFileDto> = {
  kind: 'document',
  async find(db, documentId, fileKey) {
    const [row] = await db
      .select()
      .from(documentFiles)
      .where(and(eq(documentFiles.documentId, documentId), eq(documentFiles.fileKey, fileKey)));
    return row;
  },
  async insert(tx, documentId, file) {
    const [inserted] = await tx
      .insert(documentFiles)
      .values({ ...file, documentId })
      .returning();
    if (!inserted) throw new Error('document file insert returned nothing');
    return inserted;
  },
  uniqueKey: 'document_files_document_id_file_key_key',
  keptType: (sniffed) => sniffed,
  refusal: (name) =>
    new AppError('validation_failed', `“${name}” is not an image a document can show.`, {
      file: `“${name}” is not a PNG, JPEG, GIF or WebP image.`,
    }),
  present: presentDocumentFile,
};
