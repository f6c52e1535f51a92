import { z } from 'zod';
import { workspaceKinds } from '../workspaces/workspace.schemas.js';
import { AVATAR_URL_MAX, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, TOKEN_MAX } from './limits.js';

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Enter your email address.')
  .max(EMAIL_MAX, 'That email address is too long.')
  .pipe(z.email('Enter a valid email address.'))
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter your name.')
  .max(NAME_MAX, 'That name is too long.');

/**
 * The seed's login payload, sent to /api/auth/login, /api/invites/login and /api/invite-link/login.
 * `inviteId` and `joinId` are null or absent when the page has no invite or join query.
 */
export const loginBodySchema = z.object({
  email: z.string().max(EMAIL_MAX),
  password: z.string().max(PASSWORD_MAX),
  inviteId: z.string().max(200).nullish(),
  joinId: z.string().max(200).nullish(),
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
  inviteId: z.string().max(200).nullish(),
  joinId: z.string().max(200).nullish(),
  template: z.string().max(100).nullish(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

/** Answers that only say where the page goes next (signup, verify, accepting an invite). */
export const redirectResponseSchema = z.object({ redirect: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

const emailTokenSchema = z
  .string()
  .min(1, 'This link is not valid.')
  .max(TOKEN_MAX, 'This link is not valid.');

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
export const avatarUrlSchema = z
  .string()
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
  useCase: z.string().trim().max(100).nullish(),
});
export type UpdateOnboardingBody = z.infer<typeof updateOnboardingSchema>;

export const socialProviders = ['google', 'microsoft'] as const;
export type SocialProvider = (typeof socialProviders)[number];
