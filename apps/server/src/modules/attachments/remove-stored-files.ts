import { inArray } from 'drizzle-orm';
import { attachments, items } from '../../db/schema/index.js';
import type { Logger } from '../../logger.js';
import type { Tx } from '../sync/tx.js';
import type { AttachmentStorage } from './storage/attachment-storage.js';

/**
 * Locks the tasks about to be deleted and returns the storage keys of their files. The lock makes an
 * upload racing the delete wait and then fail, so no file is attached after its keys were read.
 */
export async function lockAttachmentKeys(tx: Tx, itemIds: readonly string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  await tx
    .select({ id: items.id })
    .from(items)
    .where(inArray(items.id, [...itemIds]))
    .for('update');
  const rows = await tx
    .select({ key: attachments.storageKey })
    .from(attachments)
    .where(inArray(attachments.itemId, [...itemIds]));
  return rows.map((row) => row.key);
}

/**
 * Removes files whose rows are gone (run after the deleting transaction committed). A failure is
 * logged, not thrown: the delete already happened, and an orphaned file is only wasted space.
 */
export async function removeStoredFiles(
  storage: AttachmentStorage,
  keys: readonly string[],
  logger: Logger,
): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      logger.error({ err: error, key }, 'attachment file not removed');
    }
  }
}
