import type { DeleteAccountBody } from '@orbit/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import {
  avatarImages,
  emailTokens,
  identities,
  memberships,
  sessions,
  users,
  workspaces,
} from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { SessionUser } from '../auth/authenticate-access-token.js';
import { unauthorized } from '../auth/require-user.js';
import { removeMember } from '../members/remove-member.js';
import { accessWorkspace } from '../workspaces/access-workspace.js';
import { avatarIdOf } from './avatar-store.js';
import { checkOwnPassword } from './check-own-password.js';

export const DELETED_NAME = 'Deleted user';

/** Workspaces the person owns, with how many other people are in each. */
async function ownedWorkspaces(ctx: AppContext, userId: string) {
  return ctx.db
    .select({
      id: workspaces.id,
      slug: workspaces.slug,
      name: workspaces.name,
      others: sql<number>`(select count(*)::int from ${memberships} m where m.workspace_id = ${workspaces.id} and m.user_id <> ${userId})`,
    })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(and(eq(memberships.userId, userId), eq(memberships.role, 'owner')));
}

/**
 * Deletes the account (docs/API.md, "Deleting an account"). Refused while the person owns a workspace
 * that has other members (it would be left without an owner). Otherwise: workspaces they own alone go
 * with everything in them; they leave every other workspace as if they had left it themselves (what
 * they wrote stays, their groups and notifications go); the row stays, anonymised, so their tasks and
 * messages keep an author ("Deleted user") and the address is free again; every session ends.
 */
export async function deleteAccount(
  ctx: AppContext,
  user: SessionUser,
  body: DeleteAccountBody,
): Promise<void> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw unauthorized();
  if (row.passwordHash) {
    await checkOwnPassword(ctx, row, body.password, 'password');
  } else if ((body.confirmEmail ?? '').trim().toLowerCase() !== row.email) {
    const message = 'Type your email address to confirm.';
    throw new AppError('validation_failed', message, { confirmEmail: message });
  }
  const owned = await ownedWorkspaces(ctx, user.id);
  const shared = owned.filter((workspace) => workspace.others > 0);
  if (shared.length > 0) {
    const names = shared.map((workspace) => workspace.name).join(', ');
    throw new AppError(
      'conflict',
      `You are the owner of ${names}, where other people work. Hand it over to someone there (Settings) or delete it before you delete your account.`,
    );
  }
  for (const workspace of owned) await ctx.db.delete(workspaces).where(eq(workspaces.id, workspace.id));
  const joined = await ctx.db
    .select({ slug: workspaces.slug })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(and(eq(memberships.userId, user.id), ne(memberships.role, 'owner')));
  for (const { slug } of joined) {
    const access = await accessWorkspace(ctx.db, user, slug);
    await removeMember(ctx, access, user, user.id);
  }
  const avatarId = avatarIdOf(row.avatarUrl);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: `deleted-${user.id}@deleted.invalid`,
        passwordHash: null,
        name: DELETED_NAME,
        avatarUrl: null,
        title: '',
        timeZone: null,
        statusEmoji: '',
        statusText: '',
        statusExpiresAt: null,
        locale: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await tx.delete(identities).where(eq(identities.userId, user.id));
    await tx.delete(emailTokens).where(eq(emailTokens.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    if (avatarId) await tx.delete(avatarImages).where(eq(avatarImages.avatarId, avatarId));
  });
  ctx.realtime.endUserSessions(user.id);
}
