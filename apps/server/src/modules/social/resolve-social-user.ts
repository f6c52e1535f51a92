import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { identities, type UserRow, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { SocialProfile } from './social-profile.js';
import { SocialSignInError } from './social-sign-in-error.js';

export type ResolvedSocialUser = { user: UserRow; created: boolean };

type Options = {
  /** What the person picked before signing up (the template query), kept like a password signup does. */
  signupUseCase?: string | undefined;
  /** The account must have this address (an invite mailed to it); checked before anything is written. */
  requiredEmail?: string | undefined;
};

function assertRequiredEmail(email: string, options: Options): void {
  if (options.requiredEmail !== undefined && options.requiredEmail !== email) {
    throw new SocialSignInError('invite_other_email');
  }
}

async function findByIdentity(ctx: AppContext, profile: SocialProfile): Promise<UserRow | null> {
  const [row] = await ctx.db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.provider, profile.provider), eq(identities.subject, profile.subject)));
  return row?.user ?? null;
}

/**
 * Links the identity to the account holding its (provider-verified) address, but only when that
 * account's owner proved the address by mail. An account whose address nobody proved may have been
 * opened by someone else in that person's name, who knows its password: linking would let them in
 * with the real owner. The owner takes it over by a mailed password reset instead, which verifies the
 * address and ends every other sign-in; after that, this sign-in links.
 */
async function linkIdentity(ctx: AppContext, user: UserRow, profile: SocialProfile): Promise<UserRow> {
  if (user.emailVerifiedAt === null) throw new SocialSignInError('account_unverified');
  await ctx.db
    .insert(identities)
    .values({ provider: profile.provider, subject: profile.subject, userId: user.id, email: profile.email });
  return user;
}

/**
 * A new account with no password. A provider that vouches for the address skips verification; for
 * one that does not, the caller mails the usual verification link (unless an invite settles it).
 */
async function createSocialUser(ctx: AppContext, profile: SocialProfile, email: string, options: Options) {
  const user = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: null,
        name: profile.name,
        avatarUrl: profile.avatarUrl,
        emailVerifiedAt: profile.emailVerified ? new Date() : null,
        onboardingStep: profile.emailVerified ? 'create-profile' : 'verify',
        signupUseCase: options.signupUseCase ?? null,
      })
      .returning();
    if (!row) throw new Error('user insert returned nothing');
    await tx
      .insert(identities)
      .values({ provider: profile.provider, subject: profile.subject, userId: row.id, email });
    return row;
  });
  return user;
}

async function resolveOnce(ctx: AppContext, profile: SocialProfile, options: Options) {
  const known = await findByIdentity(ctx, profile);
  if (known) {
    assertRequiredEmail(known.email, options);
    return { user: known, created: false };
  }
  if (!profile.email) throw new SocialSignInError('no_email');
  assertRequiredEmail(profile.email, options);
  const [existing] = await ctx.db.select().from(users).where(eq(users.email, profile.email));
  if (existing) {
    // An address the provider does not vouch for proves nothing about who owns the account.
    if (!profile.emailVerified) throw new SocialSignInError('unverified_email');
    return { user: await linkIdentity(ctx, existing, profile), created: false };
  }
  return { user: await createSocialUser(ctx, profile, profile.email, options), created: true };
}

/** The account this identity signs in to: already linked, linked now by its address, or new. */
export async function resolveSocialUser(
  ctx: AppContext,
  profile: SocialProfile,
  options: Options = {},
): Promise<ResolvedSocialUser> {
  try {
    return await resolveOnce(ctx, profile, options);
  } catch (error) {
    // Two callbacks for the same person at once (a double click): the loser finds the winner's rows.
    const raced =
      isUniqueViolation(error, 'identities_provider_subject_key') ||
      isUniqueViolation(error, 'users_email_key');
    if (!raced) throw error;
    return resolveOnce(ctx, profile, options);
  }
}
