import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { users } from '../db/schema/index.js';
import { confirmPasswordReset } from '../modules/auth/confirm-password-reset.js';
import { issueEmailToken } from '../modules/auth/issue-email-token.js';
import type { ResetPasswordArgs } from './cli-args.js';
import { CommandError } from './cli-errors.js';

/**
 * The mailed reset, without the mail: the same service sets the password, ends every session, lifts
 * the login lock and counts the address as verified (the operator vouches for it).
 */
export async function resetPasswordCommand(ctx: AppContext, args: ResetPasswordArgs): Promise<string> {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, args.email));
  if (!user) throw new CommandError(`No account has the email ${args.email}.`);
  const token = await issueEmailToken(ctx.db, user.id, 'reset');
  // Without PUBLIC_URL the notice of unlinked sign-ins has no address to link to; a path still reads.
  await confirmPasswordReset(ctx, token, args.password, ctx.config.publicUrl ?? '');
  return `New password set for ${args.email}; every session of the account has ended.`;
}
