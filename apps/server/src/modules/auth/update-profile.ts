import type { UserDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { unauthorized } from './require-user.js';
import { presentUser } from './user.presenter.js';

export type ProfileInput = { name: string; avatarUrl?: string | null | undefined };

/** Name and avatar; an absent avatarUrl keeps the current one, null removes it. */
export async function updateProfile(db: Database, userId: string, input: ProfileInput): Promise<UserDto> {
  const changes: Partial<typeof users.$inferInsert> = { name: input.name, updatedAt: new Date() };
  if (input.avatarUrl !== undefined) changes.avatarUrl = input.avatarUrl;
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!row) throw unauthorized();
  return presentUser(row);
}
