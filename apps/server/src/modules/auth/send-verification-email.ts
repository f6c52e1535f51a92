import type { AppContext } from '../../app-context.js';
import { verificationMail } from '../../mail/templates/verification.mail.js';
import { issueEmailToken } from './issue-email-token.js';

/** Issues a verification link and mails it after the response. */
export async function sendVerificationEmail(
  ctx: AppContext,
  user: { id: string; email: string },
  appUrl: string,
): Promise<void> {
  const token = await issueEmailToken(ctx.db, user.id, 'verify');
  const url = `${appUrl}/verify?token=${encodeURIComponent(token)}`;
  const message = verificationMail(user.email, url);
  ctx.background.run('verification mail', () => ctx.mailer.send(message));
}
