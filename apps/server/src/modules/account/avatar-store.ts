import { randomUUID } from 'node:crypto';
import { type AvatarSize, avatarSizes } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { avatarImages } from '../../db/schema/index.js';
import type { ProcessedAvatar } from './process-avatar.js';

/** Where an uploaded avatar is served; the largest size, smaller ones by `?size=`. */
export const avatarPath = (avatarId: string) => `/api/avatars/${avatarId}`;
const ownPath = /^\/api\/avatars\/([0-9a-f-]{36})$/;

/** The upload an avatar address names, when it is one of ours (not a provider's picture). */
export function avatarIdOf(url: string | null | undefined): string | null {
  return ownPath.exec(url ?? '')?.[1] ?? null;
}

type Executor = Pick<Database, 'insert' | 'delete'>;

/**
 * Kept in PostgreSQL: a few kilobytes per size, reachable from every instance with no storage to set
 * up, and gone with the row it belongs to when replaced.
 */
export async function storeAvatar(db: Executor, processed: ProcessedAvatar): Promise<string> {
  const avatarId = randomUUID();
  await db
    .insert(avatarImages)
    .values(processed.map(({ size, bytes }) => ({ avatarId, size, contentType: 'image/webp', bytes })));
  return avatarId;
}

export async function deleteAvatar(db: Executor, avatarId: string | null): Promise<void> {
  if (avatarId) await db.delete(avatarImages).where(eq(avatarImages.avatarId, avatarId));
}

export async function readAvatar(
  db: Database,
  avatarId: string,
  size: AvatarSize = avatarSizes[avatarSizes.length - 1] ?? 256,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: avatarImages.contentType, bytes: avatarImages.bytes })
    .from(avatarImages)
    .where(and(eq(avatarImages.avatarId, avatarId), eq(avatarImages.size, size)));
  return row ?? null;
}
