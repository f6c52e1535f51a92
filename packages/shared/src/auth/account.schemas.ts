import { z } from 'zod';
import { text } from '../input/text.js';
import { emailSchema, newPasswordSchema, socialProviders } from './auth.schemas.js';
import { EMAIL_MAX, PASSWORD_MAX, TOKEN_MAX } from './limits.js';

// My account (issue 16): sessions, password, e-mail change, linked identities, deleting the account.

/** One sign-in (a session family) of the signed-in person, as My account › Sessions lists it. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** Browser and system read from the user agent ("Firefox on Linux"); '' when unknown. */
  browser: z.string(),
  os: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSessionDto = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });

/** How many sessions a "sign out everywhere else" ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });

/** The current password is required when the account has one; a provider-only account sets its first. */
export const changePasswordSchema = z.strictObject({
  currentPassword: text().max(PASSWORD_MAX).optional(),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordSchema>;

/** Asks for a link to the new address; the password (when the account has one) proves it is the owner. */
export const requestEmailChangeSchema = z.strictObject({
  email: emailSchema,
  password: text().max(PASSWORD_MAX).optional(),
});
export type RequestEmailChangeBody = z.input<typeof requestEmailChangeSchema>;
export const emailChangeRequestedSchema = z.object({ email: z.string() });

export const confirmEmailChangeSchema = z.strictObject({
  token: text().min(1, 'This link is not valid.').max(TOKEN_MAX, 'This link is not valid.'),
});
export const emailChangedSchema = z.object({ email: z.string() });

export const linkedIdentitySchema = z.object({
  id: z.string(),
  provider: z.enum(socialProviders),
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type LinkedIdentityDto = z.infer<typeof linkedIdentitySchema>;
/** The ways this account signs in: a password, and each linked provider identity. */
export const signInMethodsSchema = z.object({
  hasPassword: z.boolean(),
  identities: z.array(linkedIdentitySchema),
});
export type SignInMethodsDto = z.infer<typeof signInMethodsSchema>;

/**
 * Deleting the account: the password when it has one, else the account's e-mail address typed out
 * (checked on the server: a provider-only account has no password to type).
 */
export const deleteAccountSchema = z.strictObject({
  password: text().max(PASSWORD_MAX).optional(),
  confirmEmail: text().max(EMAIL_MAX).optional(),
});
export type DeleteAccountBody = z.input<typeof deleteAccountSchema>;

/** An uploaded avatar: the address to show it by (the largest size; smaller ones by `?size=`). */
export const avatarUploadedSchema = z.object({ avatarUrl: z.string() });
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The sizes (square, pixels) every upload is stored at. */
export const avatarSizes = [64, 256] as const;
export type AvatarSize = (typeof avatarSizes)[number];
