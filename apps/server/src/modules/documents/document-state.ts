import type { DocumentRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

/** A document in Trash takes no change but Restore (and the permanent delete). */
export function assertDocumentNotTrashed(document: Pick<DocumentRow, 'deletedAt'>): void {
  if (document.deletedAt)
    throw new AppError('conflict', 'This document is in Trash. Restore it to change it.');
}

/** An archived document is read-only until it is brought back (`archived: false`). */
export function assertDocumentNotArchived(document: Pick<DocumentRow, 'archivedAt'>): void {
  if (document.archivedAt)
    throw new AppError('conflict', 'This document is archived. Restore it to change it.');
}
