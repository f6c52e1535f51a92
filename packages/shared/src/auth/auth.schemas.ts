import { z } from 'zod';
import { interfaceLocaleSchema } from '../i18n/locales.js';
import { text } from '../input/text.js';
import { workspaceKinds } from '../workspaces/workspace.schemas.js';
import { AVATAR_URL_MAX, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, TOKEN_MAX } from './limits.js';

export const emailSchema = text()
  .trim()
  .min(1, 'Enter your email address.')
  .max(EMAIL_MAX, 'That email address is too long.')
  .pipe(z.email('Enter a valid email address.'))
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = text()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

export const personNameSchema = text()
  .trim()
  .min(1, 'Enter your name.')
  .max(NAME_MAX, 'That name is too long.');

/**
 * The seed's login payload, sent to /api/auth/login, /api/invites/login and /api/invite-link/login.
 * `inviteId` and `joinId` are null or absent when the page has no invite or join query.
 */
export const loginBodySchema = z.object({
  email: text().max(EMAIL_MAX),
  password: text().max(PASSWORD_MAX),
  inviteId: text().max(200).nullish(),
  joinId: text().max(200).nullish(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** A successful login may say where to go next (an onboarding step, the joined workspace). */
export const loginResponseSchema = z.object({ redirect: z.string().optional() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The seed's failure body for the login calls: one message per field. */
export const loginErrorSchema = z.object({ email: z.string().optional(), password: z.string().optional() });
export type LoginErrorBody = z.infer<typeof loginErrorSchema>;

export const signupBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  inviteId: text().max(200).nullish(),
  joinId: text().max(200).nullish(),
  template: text().max(100).nullish(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** Answers that only say where the page goes next (signup, verify, accepting an invite). */
export const redirectResponseSchema = z.object({ redirect: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

const emailTokenSchema = text().min(1, 'This link is not valid.').max(TOKEN_MAX, 'This link is not valid.');

export const verifyEmailBodySchema = z.object({ token: emailTokenSchema });

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetConfirmSchema = z.object({
  token: emailTokenSchema,
  password: newPasswordSchema,
});

export const onboardingSteps = [
  'verify',
  'create-profile',
  'choose-use-case',
  'create-workspace',
  'invite-others',
  'getting-things-ready',
  'done',
] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  onboardingStep: z.enum(onboardingSteps),
  locale: z.string().nullable(),
});
export type UserDto = z.infer<typeof userSchema>;

/** An avatar is a web address or a path on this server; other schemes (javascript:, data:) are refused. */
export const avatarUrlSchema = text()
  .trim()
  .max(AVATAR_URL_MAX, 'That address is too long.')
  .regex(/^(https?:\/\/|\/(?!\/))/i, 'Use a web address (https://...).');

export const updateProfileSchema = z.object({
  name: personNameSchema,
  avatarUrl: avatarUrlSchema.nullish(),
});

/**
 * PATCH /api/auth/me/onboarding. `kind` and `useCase` are what the choose-use-case step picked; the
 * server keeps them so a later login resumes at the right create-workspace page.
 */
export const updateOnboardingSchema = z.object({
  step: z.enum(onboardingSteps),
  kind: z.enum(workspaceKinds).optional(),
  useCase: text().trim().max(100).nullish(),
  /** The interface language in use, saved as the account's; the onboarding template is written in it. */
  locale: interfaceLocaleSchema.optional(),
});
export type UpdateOnboardingBody = z.infer<typeof updateOnboardingSchema>;

export const socialProviders = ['google', 'microsoft'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/** `GET /api/social/providers`: the providers this server has settings for, so the pages offer only those. */
export const configuredProvidersSchema = z.object({ providers: z.array(z.enum(socialProviders)) });
export type ConfiguredProviders = z.infer<typeof configuredProvidersSchema>;
