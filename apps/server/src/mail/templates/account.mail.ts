import type { MailMessage } from '../mailer.js';
import { renderMail } from './mail-layout.js';

/** To the account's address after a password change from My account. */
export function passwordChangedMail(to: string, resetUrl: string): MailMessage {
  return renderMail({
    to,
    subject: 'Your Orbit password was changed',
    intro: [
      'The password of your Orbit account was just changed, and every other device was signed out.',
      'If you did this, there is nothing more to do.',
    ],
    action: { label: 'I did not change it: reset my password', url: resetUrl },
    outro: ['Resetting the password signs everyone out of your account, including whoever changed it.'],
  });
}

/** To the new address: the link that makes the change. */
export function emailChangeMail(to: string, url: string): MailMessage {
  return renderMail({
    to,
    subject: 'Confirm your new Orbit email address',
    intro: [`Someone asked to use ${to} for their Orbit account. Open this link to confirm it:`],
    action: { label: 'Use this address', url },
    outro: [
      'The link works for 24 hours. Until it is opened, the account keeps its current address.',
      'If you did not ask for this, ignore this message: nothing changes.',
    ],
  });
}

/** To the new address when another account already uses it: nothing changes, and the requester is not told. */
export function emailChangeTakenMail(to: string, loginUrl: string): MailMessage {
  return renderMail({
    to,
    subject: 'Your Orbit account already uses this address',
    intro: [
      `Someone asked to move another Orbit account to ${to}, but your account already uses this address, so nothing changed.`,
      'If it was you, sign in to this account instead, or choose another address for the other one.',
    ],
    action: { label: 'Log in', url: loginUrl },
    outro: ['If it was not you, you can ignore this message.'],
  });
}

/** To the old address once the change is made. */
export function emailChangedMail(to: string, newEmail: string, resetUrl: string): MailMessage {
  return renderMail({
    to,
    subject: 'Your Orbit email address was changed',
    intro: [
      `Your Orbit account now signs in with ${newEmail} instead of this address.`,
      'If you did not make this change, reset your password with the new address or contact your workspace administrator.',
    ],
    action: { label: 'Reset my password', url: resetUrl },
    outro: [],
  });
}

const providerNames: Record<string, string> = { google: 'Google', microsoft: 'Microsoft' };

/** After a password reset: the linked sign-ins that were unlinked with it, and how to link them again. */
export function identitiesUnlinkedMail(to: string, providers: string[], loginUrl: string): MailMessage {
  const names = providers.map((provider) => providerNames[provider] ?? provider).join(' and ');
  return renderMail({
    to,
    subject: 'Your Orbit sign-ins were reset',
    intro: [
      `The password of your Orbit account was reset, so everyone was signed out and sign-in with ${names} was unlinked: whoever linked it can no longer use it to get in.`,
      `If it was your own, log in with your new password and link ${names} again in My account.`,
    ],
    action: { label: 'Log in', url: loginUrl },
    outro: [],
  });
}
