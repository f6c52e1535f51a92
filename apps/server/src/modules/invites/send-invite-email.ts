import type { AppContext } from '../../app-context.js';
import { inviteMail } from '../../mail/templates/invite.mail.js';
import { inviteUrl } from './invite.presenter.js';
import { inviteToken } from './invite-token.js';

export type InviteMailFacts = {
  inviteId: string;
  email: string;
  workspaceName: string;
  inviterName: string;
  /** PUBLIC_URL, or the address of the request that sent the invite. */
  appUrl: string;
};

/** Mails the invite after the response; a mail server hiccup never fails the invite itself. */
export function sendInviteEmail(ctx: AppContext, facts: InviteMailFacts): void {
  const message = inviteMail({
    to: facts.email,
    url: inviteUrl(facts.appUrl, inviteToken(ctx.keys, facts.inviteId)),
    workspaceName: facts.workspaceName,
    inviterName: facts.inviterName,
  });
  ctx.background.run('invite mail', () => ctx.mailer.send(message));
}
