import type { MailMessage } from '../mailer.js';
import { renderMail } from './mail-layout.js';

export function verificationMail(to: string, url: string): MailMessage {
  return renderMail({
    to,
    subject: 'Verify your email address',
    intro: ['Welcome to Orbit! Confirm that this is your email address to finish creating your account.'],
    action: { label: 'Verify email address', url },
    outro: ['The link works for 24 hours. If you did not sign up, you can ignore this message.'],
  });
}
