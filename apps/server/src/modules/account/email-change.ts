import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { emailTokens, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import {
  emailChangedMail,
  emailChangeMail,
  emailChangeTakenMail,
} from '../../mail/templates/account.mail.js';
import type { SessionUser } from '../auth/authenticate-access-token.js';
import { invalidLink } from '../auth/consume-email-token.js';
import { issueEmailToken } from '../auth/issue-email-token.js';
import { unauthorized } from '../auth/require-user.js';
import { hashToken } from '../auth/secret-token.js';
import { reserveAttempt, retryMessage, type ThrottleRule } from '../auth/throttle.js';
import { recordProfileUpsert } from '../sync/membership-changes.js';
import { withChanges } from '../sync/with-changes.js';
import { checkOwnPassword } from './check-own-password.js';

const HOUR = 60 * 60 * 1000;
const requestRule: ThrottleRule = { limit: 5, windowMs: HOUR, lockMs: HOUR };

/**
 * Asks for the link that moves the account to a new address. The answer is the same whether the
 * address is free or another account's (issue 11.12: never reveal who has an account): a free one gets
 * the link, a taken one a note to its owner that nothing changed. The lookup and the mail happen after
 * the answer, so its timing says nothing either.
 */
export async function requestEmailChange(
  ctx: AppContext,
  user: SessionUser,
  body: { email: string; password?: string | undefined },
  appUrl: string,
): Promise<void> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw unauthorized();
  if (body.email === row.email) {
    throw new AppError('validation_failed', 'This is already your address.', {
      email: 'This is already your address.',
    });
  }
  if (row.passwordHash) await checkOwnPassword(ctx, row, body.password, 'password');
  const locked = await reserveAttempt(ctx.db, [{ key: `email-change:user:${user.id}`, rule: requestRule }]);
  if (locked) throw new AppError('rate_limited', retryMessage(locked), { email: retryMessage(locked) });
  ctx.background.run('email change link', () => mailEmailChange(ctx, user.id, body.email, appUrl));
}

async function mailEmailChange(ctx: AppContext, userId: string, email: string, appUrl: string) {
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) {
    await ctx.mailer.send(emailChangeTakenMail(email, `${appUrl}/login`));
    return;
  }
  const token = await issueEmailToken(ctx.db, userId, 'email-change', email);
  await ctx.mailer.send(emailChangeMail(email, `${appUrl}/confirm-email?token=${encodeURIComponent(token)}`));
}

/**
 * Opening the mailed link makes the change (no session needed: the link may open anywhere): the new
 * address counts as verified, every workspace hears the member's new address, and the old address is
 * told. An address someone else took since answers 400 `fields.token` and nothing changes.
 */
export async function confirmEmailChange(
  ctx: AppContext,
  token: string,
  appUrl: string,
): Promise<{ email: string }> {
  try {
    const changed = await withChanges(ctx, async (tx, changes) => {
      const [spent] = await tx
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailTokens.hash, hashToken(token)),
            eq(emailTokens.kind, 'email-change'),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
      if (!spent?.newEmail) throw invalidLink();
      const [before] = await tx
        .select({ email: users.email, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, spent.userId))
        .for('update');
      if (!before || before.deletedAt) throw invalidLink();
      await tx
        .update(users)
        .set({ email: spent.newEmail, emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, spent.userId));
      await recordProfileUpsert(tx, changes, spent.userId);
      return { oldEmail: before.email, email: spent.newEmail };
    });
    const resetUrl = `${appUrl}/passwordreset`;
    ctx.background.run('email changed mail', () =>
      ctx.mailer.send(emailChangedMail(changed.oldEmail, changed.email, resetUrl)),
    );
    return { email: changed.email };
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) {
      const message = 'Another account started using this address since the link was sent. Nothing changed.';
      throw new AppError('validation_failed', message, { token: message });
    }
    throw error;
  }
}
