import { eq, sql } from 'drizzle-orm';
import { attachments, boardFiles, messageAttachments } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { Reader, Tx } from '../sync/tx.js';

const megabyte = 1024 * 1024;

function sizeText(bytes: number): string {
  const mb = bytes / megabyte;
  return mb >= 1024 ? `${Math.round((mb / 1024) * 10) / 10} GB` : `${Math.round(mb)} MB`;
}

/** 413 on `file`: the workspace keeps as much as STORAGE_QUOTA_MB allows. */
export function storageFull(quotaBytes: number): AppError {
  const message =
    `This workspace’s storage is full (${sizeText(quotaBytes)}). Remove files you no longer need, ` +
    'or ask the administrator to raise STORAGE_QUOTA_MB.';
  return new AppError('storage_full', message, { file: message });
}

/** Bytes the workspace's files take now: tasks' attachments, chat messages' and boards' files. */
export async function storageUsed(db: Reader, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${attachments.size}), 0)` })
    .from(attachments)
    .where(eq(attachments.workspaceId, workspaceId));
  const [chat] = await db
    .select({ used: sql<string>`coalesce(sum(${messageAttachments.size}), 0)` })
    .from(messageAttachments)
    .where(eq(messageAttachments.workspaceId, workspaceId));
  const [board] = await db
    .select({ used: sql<string>`coalesce(sum(${boardFiles.size}), 0)` })
    .from(boardFiles)
    .where(eq(boardFiles.workspaceId, workspaceId));
  return Number(row?.used ?? 0) + Number(chat?.used ?? 0) + Number(board?.used ?? 0);
}

/**
 * Inside the transaction that records new files: uploads to one workspace take turns here, so two at
 * once cannot both fit in the room left for one.
 */
export async function assertStorageFits(tx: Tx, workspaceId: string, adding: number, quotaBytes: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`storage:${workspaceId}`}))`);
  if ((await storageUsed(tx, workspaceId)) + adding > quotaBytes) throw storageFull(quotaBytes);
}
