import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { invites, users, workspaces } from '../../db/schema/index.js';
import type { AuthKeys } from '../auth/auth-keys.js';
import type { InviteView } from './invite.presenter.js';
import { inviteIdFromToken } from './invite-token.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs; anything that is not a UUID cannot name an invite (and must not reach SQL as one). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

export type FoundInvite = InviteView & { workspace: { id: string; slug: string; name: string } };

/** An invite with its workspace and inviter's name, in any state; null when there is none. */
export async function findInvite(db: Database, id: string): Promise<FoundInvite | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      invite: invites,
      workspace: { id: workspaces.id, slug: workspaces.slug, name: workspaces.name },
      inviterName: users.name,
    })
    .from(invites)
    .innerJoin(workspaces, eq(workspaces.id, invites.workspaceId))
    .leftJoin(users, eq(users.id, invites.inviterId))
    .where(eq(invites.id, id));
  if (!row) return null;
  return row;
}

/** The invite a mailed link's token names (see `invite-token.ts`); null for a bare id or a forged token. */
export async function findInviteByToken(
  ctx: { db: Database; keys: AuthKeys },
  token: string,
): Promise<FoundInvite | null> {
  const id = inviteIdFromToken(ctx.keys, token);
  return id ? findInvite(ctx.db, id) : null;
}
