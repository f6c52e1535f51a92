import type { MeDto } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { listUserWorkspaces } from '../workspaces/list-user-workspaces.js';
import { unauthorized } from './require-user.js';
import { presentUser } from './user.presenter.js';

export async function getMe(db: Database, userId: string): Promise<MeDto> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  return { user: presentUser(user), workspaces: await listUserWorkspaces(db, userId) };
}
