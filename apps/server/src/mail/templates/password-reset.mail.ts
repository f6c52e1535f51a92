import type { MailMessage } from '../mailer.js';
import { renderMail } from './mail-layout.js';

export function passwordResetMail(to: string, url: string): MailMessage {
  return renderMail({
    to,
    subject: 'Reset your password',
    intro: ['Someone asked to reset the password of your Orbit account. Choose a new password here:'],
    action: { label: 'Choose a new password', url },
    outro: [
      'The link works for one hour and signs you out everywhere once used.',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ],
  });
}
