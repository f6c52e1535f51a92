import type { UserDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { recordProfileUpsert } from '../sync/membership-changes.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';
import { unauthorized } from './require-user.js';
import { presentUser } from './user.presenter.js';

export type ProfileInput = { name: string; avatarUrl?: string | null | undefined };

/**
 * Name and avatar; an absent avatarUrl keeps the current one, null removes it. Everyone in each of the
 * person's workspaces hears it as a `member` upsert, written in the same transaction.
 */
export async function updateProfile(
  sync: SyncContext,
  userId: string,
  input: ProfileInput,
): Promise<UserDto> {
  const fields: Partial<typeof users.$inferInsert> = { name: input.name, updatedAt: new Date() };
  if (input.avatarUrl !== undefined) fields.avatarUrl = input.avatarUrl;
  return withChanges(sync, async (tx, changes) => {
    const [row] = await tx.update(users).set(fields).where(eq(users.id, userId)).returning();
    if (!row) throw unauthorized();
    await recordProfileUpsert(tx, changes, userId);
    return presentUser(row);
  });
}
