import type { MailMessage } from '../mailer.js';
import { renderMail } from './mail-layout.js';

/** Sent instead of an error when someone signs up with an address that already has an account. */
export function accountExistsMail(to: string, appUrl: string): MailMessage {
  return renderMail({
    to,
    subject: 'You already have an Orbit account',
    intro: [
      'Someone just tried to create an Orbit account with this email address, which already has one.',
      'If it was you, log in instead. Forgot your password? Use "Forgot your password?" on the login page.',
    ],
    action: { label: 'Log in', url: `${appUrl}/login` },
    outro: ['If it was not you, you can ignore this message: nothing has changed in your account.'],
  });
}
