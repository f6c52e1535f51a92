import type { PersonProfileDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { unauthorized } from '../auth/require-user.js';
import { recordProfileUpsert } from '../sync/membership-changes.js';
import { type SyncContext, withChanges } from '../sync/with-changes.js';

/** What the route passes on, already checked: the title trimmed, the time zone canonical. */
export type OwnProfileInput = { title?: string | undefined; timeZone?: string | null | undefined };

/**
 * PATCH /api/people/me: title and/or time zone; an absent field is kept. Everyone in each of the
 * person's workspaces hears it as a `member` upsert, written in the same transaction; a request that
 * changes nothing writes nothing.
 */
export async function updateOwnProfile(
  sync: SyncContext,
  userId: string,
  input: OwnProfileInput,
): Promise<PersonProfileDto> {
  return withChanges(sync, async (tx, changes) => {
    const [current] = await tx
      .select({ title: users.title, timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) throw unauthorized();
    const next = {
      title: input.title ?? current.title,
      timeZone: input.timeZone === undefined ? current.timeZone : input.timeZone,
    };
    if (next.title === current.title && next.timeZone === current.timeZone) return current;
    await tx
      .update(users)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await recordProfileUpsert(tx, changes, userId);
    return next;
  });
}
