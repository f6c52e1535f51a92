import type { ChangePasswordBody } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/index.js';
import { passwordChangedMail } from '../../mail/templates/account.mail.js';
import type { SessionUser } from '../auth/authenticate-access-token.js';
import { hashPassword } from '../auth/password-hash.js';
import { unauthorized } from '../auth/require-user.js';
import { clearFailures, throttleKeys } from '../auth/throttle.js';
import { endOtherSessions } from './account-sessions.js';
import { checkOwnPassword } from './check-own-password.js';

/**
 * A new password from My account: the current one must be given when the account has one (a
 * provider-only account sets its first). Every other sign-in ends, this one stays, and the address
 * is told.
 */
export async function changePassword(
  ctx: AppContext,
  user: SessionUser,
  body: ChangePasswordBody,
  appUrl: string,
): Promise<void> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw unauthorized();
  if (row.passwordHash) await checkOwnPassword(ctx, row, body.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(body.newPassword);
  const ended = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    return endOtherSessions(tx, user);
  });
  for (const familyId of ended) ctx.realtime.endSession(familyId);
  await clearFailures(ctx.db, throttleKeys.loginAccount(row.email));
  const resetUrl = `${appUrl}/passwordreset`;
  ctx.background.run('password changed mail', () =>
    ctx.mailer.send(passwordChangedMail(row.email, resetUrl)),
  );
}
