import type { MailMessage } from '../mailer.js';
import { renderMail } from './mail-layout.js';

export type InviteMailInput = { to: string; url: string; workspaceName: string; inviterName: string };

export function inviteMail({ to, url, workspaceName, inviterName }: InviteMailInput): MailMessage {
  const who = inviterName.trim() || 'A teammate';
  return renderMail({
    to,
    subject: `${who} invited you to ${workspaceName} on Orbit`,
    intro: [`${who} invited you to join the workspace “${workspaceName}” on Orbit.`],
    action: { label: `Join ${workspaceName}`, url },
    outro: ['The invite works for 7 days.'],
  });
}
