import type { AppContext } from '../../app-context.js';
import type { UserRow } from '../../db/schema/index.js';
import { findInviteLinkTarget } from '../invites/find-invite-link.js';
import { joinByInviteLink } from '../invites/join-by-invite-link.js';
import { authenticatePassword, type PasswordAttempt, parseLoginEmail } from './authenticate-password.js';
import { LoginFailure, loginMessages } from './login-failure.js';

export type InviteLinkLogin = { user: UserRow; redirect: string };

/** Logs in and joins the workspace of an enabled invite link (the `?join=` login form). */
export async function loginWithInviteLink(
  ctx: AppContext,
  attempt: PasswordAttempt,
  joinId: string | null | undefined,
): Promise<InviteLinkLogin> {
  parseLoginEmail(attempt.email, attempt.password);
  const invalid = new LoginFailure(400, { email: loginMessages.inviteLinkInvalid });
  if (!joinId || !(await findInviteLinkTarget(ctx.db, joinId))) throw invalid;

  const user = await authenticatePassword(ctx, attempt);
  const workspace = await joinByInviteLink(ctx, user.id, joinId);
  // Disabled or rotated between the check and the password: refuse rather than half-succeed.
  if (!workspace) throw invalid;
  return { user, redirect: `/${workspace.slug}` };
}
