import {
  AVATAR_URL_MAX,
  avatarUrlSchema,
  EMAIL_MAX,
  emailSchema,
  NAME_MAX,
  type SocialProvider,
} from '@orbit/shared';
import { z } from 'zod';

/** Who the provider says signed in, in the terms this server uses. */
export type SocialProfile = {
  provider: SocialProvider;
  subject: string;
  /** Lower-cased; null when the provider did not share a usable address. */
  email: string | null;
  /** Only a provider that says so vouches for the address; absent means not verified. */
  emailVerified: boolean;
  name: string;
  avatarUrl: string | null;
};

// Some providers send booleans as strings ("true"); anything else counts as not verified.
const verifiedFlag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === 'true');

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(EMAIL_MAX).optional().catch(undefined),
  email_verified: verifiedFlag.catch(false),
  name: z.string().optional().catch(undefined),
  given_name: z.string().optional().catch(undefined),
  family_name: z.string().optional().catch(undefined),
  picture: z.string().max(AVATAR_URL_MAX).optional().catch(undefined),
});

export type SocialClaims = Record<string, unknown>;

/** Reads ID-token (and userinfo) claims; null when there is no subject to tie an identity to. */
export function parseSocialProfile(provider: SocialProvider, claims: SocialClaims): SocialProfile | null {
  const parsed = claimsSchema.safeParse(claims);
  if (!parsed.success) return null;
  const c = parsed.data;
  const email = emailSchema.safeParse(c.email ?? '');
  const fullName = c.name?.trim() || [c.given_name, c.family_name].filter(Boolean).join(' ').trim();
  const picture = avatarUrlSchema.safeParse(c.picture ?? '');
  return {
    provider,
    subject: c.sub,
    email: email.success ? email.data : null,
    emailVerified: email.success && c.email_verified,
    name: fullName.slice(0, NAME_MAX).trim(),
    // Only web addresses: the profile page renders it as an image source.
    avatarUrl: picture.success && /^https?:\/\//i.test(picture.data) ? picture.data : null,
  };
}
