import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { identities, users } from '../../db/schema/index.js';
import { identitiesUnlinkedMail } from '../../mail/templates/account.mail.js';
import { consumeEmailToken } from './consume-email-token.js';
import { markEmailVerified } from './mark-email-verified.js';
import { hashPassword } from './password-hash.js';
import { revokeUserSessions } from './revoke-user-sessions.js';
import { clearFailures, throttleKeys } from './throttle.js';

/**
 * Sets the new password from a mailed reset link and ends every session of the account, on every
 * device, so whoever knew the old password is out. Linked Google / Microsoft sign-ins are unlinked too
 * (whoever linked theirs is out as well), and the address is told which (issue 16): the owner links
 * their own again from My account.
 */
export async function confirmPasswordReset(
  ctx: AppContext,
  token: string,
  password: string,
  appUrl: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const user = await ctx.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'reset');
    const [row] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email });
    if (!row) throw new Error('reset token without a user');
    await markEmailVerified(tx, userId);
    await revokeUserSessions(tx, userId);
    const unlinked = await tx
      .delete(identities)
      .where(eq(identities.userId, userId))
      .returning({ provider: identities.provider });
    return { ...row, unlinked: [...new Set(unlinked.map((identity) => identity.provider))] };
  });
  await clearFailures(ctx.db, throttleKeys.loginAccount(user.email));
  ctx.realtime.endUserSessions(user.id);
  if (user.unlinked.length > 0) {
    const mail = identitiesUnlinkedMail(user.email, user.unlinked, `${appUrl}/login`);
    ctx.background.run('identities unlinked mail', () => ctx.mailer.send(mail));
  }
}
