import type { LoginErrorBody } from '@orbit/shared';

/** A failed login answers the seed's per-field body, not the usual `{ code, message }`. */
export class LoginFailure extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 429,
    readonly body: LoginErrorBody,
  ) {
    super(body.email ?? body.password ?? 'Login failed');
  }
}

export const loginMessages = {
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address.',
  emailTooLong: 'That email address is too long.',
  passwordMissing: 'Enter your password.',
  passwordTooLong: 'That password is too long.',
  incorrect: 'Incorrect email or password.',
  inviteInvalid: 'This invite is not valid or has expired.',
  inviteOtherEmail: 'This invite was sent to another email address. Log in with that address.',
  inviteLinkInvalid: 'This invite link is not valid or has been turned off.',
} as const;
