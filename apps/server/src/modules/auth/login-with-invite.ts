import type { AppContext } from '../../app-context.js';
import type { UserRow } from '../../db/schema/index.js';
import { acceptInvite } from '../invites/accept-invite.js';
import { findInviteByToken } from '../invites/find-invite.js';
import { inviteStatus } from '../invites/invite.presenter.js';
import { authenticatePassword, type PasswordAttempt, parseLoginEmail } from './authenticate-password.js';
import { LoginFailure, loginMessages } from './login-failure.js';

export type InviteLogin = { user: UserRow; redirect: string };

/** Logs in and accepts the invite in one step (the invite page's login form). */
export async function loginWithInvite(
  ctx: AppContext,
  attempt: PasswordAttempt,
  inviteId: string | null | undefined,
): Promise<InviteLogin> {
  parseLoginEmail(attempt.email, attempt.password);
  const invalid = new LoginFailure(400, { email: loginMessages.inviteInvalid });
  // An invite already accepted may still be used to log in by its own invitee (a second click).
  const found = inviteId ? await findInviteByToken(ctx, inviteId) : null;
  if (!inviteId || !found || !['pending', 'accepted'].includes(inviteStatus(found.invite))) throw invalid;

  const user = await authenticatePassword(ctx, attempt);
  const result = await acceptInvite(ctx, user, inviteId);
  if (result.ok) return { user, redirect: `/${result.workspace.slug}` };
  if (result.reason === 'other_email') throw new LoginFailure(400, { email: loginMessages.inviteOtherEmail });
  throw invalid;
}
