import type { PersonProfileDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { unauthorized } from '../auth/require-user.js';
import type { Reader } from '../sync/tx.js';

/** GET /api/people/me: the signed-in person's title and time zone. */
export async function getOwnProfile(db: Reader, userId: string): Promise<PersonProfileDto> {
  const [row] = await db
    .select({ title: users.title, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw unauthorized();
  return row;
}
