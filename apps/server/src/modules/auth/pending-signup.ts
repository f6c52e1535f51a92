import type { MeDto } from '@orbit/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { type PendingSignupRow, pendingSignups, sessions, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { accountExistsMail } from '../../mail/templates/account-exists.mail.js';
import { verificationMail } from '../../mail/templates/verification.mail.js';
import { findInviteLinkTarget } from '../invites/find-invite-link.js';
import { withChanges } from '../sync/with-changes.js';
import { addMember } from '../workspaces/add-member.js';
import { verifyAccessToken } from './access-token.js';
import { invalidLink } from './consume-email-token.js';
import { emailTokenTtlMs } from './issue-email-token.js';
import { hashToken, newSecretToken } from './secret-token.js';

/**
 * Sign-up verifies the address before it makes an account (issue 11.12). Every password sign-up
 * without a mailed invite becomes a pending sign-up with a session of its own, whether or not the
 * address already has an account: the answer, the cookies, what `me` says and what a resend answers
 * are the same, so none of them tells an outsider who has an account. Only the mailed link tells
 * them apart, and only the mailbox's owner reads it: a free address gets a verification link, which
 * makes the account; a taken one gets "You already have an Orbit account", which links to the login
 * page and hands nothing over.
 */

const DAY = 24 * 60 * 60 * 1000;
/** How long a sign-up waits for its link: its session ends then too. */
export const PENDING_SIGNUP_TTL_MS = 7 * DAY;

export type NewPendingSignup = {
  email: string;
  passwordHash: string;
  signupUseCase: string | null;
  joinToken: string | null;
};

export async function createPendingSignup(
  ctx: AppContext,
  input: NewPendingSignup,
): Promise<PendingSignupRow> {
  const [row] = await ctx.db
    .insert(pendingSignups)
    .values({ ...input, expiresAt: new Date(Date.now() + PENDING_SIGNUP_TTL_MS) })
    .returning();
  if (!row) throw new Error('pending sign-up insert returned nothing');
  return row;
}

/**
 * Mails the address what fits it now (asked again at every resend: an account may have been made or
 * have moved away meanwhile): a new verification link, which replaces the last one, or, when the
 * address has an account, a word to its owner and no link at all. Both do the same work.
 */
export async function mailPendingSignup(
  ctx: AppContext,
  pending: { id: string; email: string },
  appUrl: string,
): Promise<void> {
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, pending.email));
  const token = owner ? null : newSecretToken();
  await ctx.db
    .update(pendingSignups)
    .set({
      verifyTokenHash: token ? hashToken(token) : null,
      verifyExpiresAt: token ? new Date(Date.now() + emailTokenTtlMs.verify) : null,
    })
    .where(eq(pendingSignups.id, pending.id));
  const message = token
    ? verificationMail(pending.email, `${appUrl}/verify?token=${encodeURIComponent(token)}`)
    : accountExistsMail(pending.email, appUrl);
  ctx.background.run('sign-up mail', () => ctx.mailer.send(message));
}

/** A request's session when it belongs to a sign-up still waiting for its link. */
export type PendingSession = { id: string; email: string; familyId: string };

export async function authenticatePendingSignup(
  ctx: Pick<AppContext, 'db' | 'keys'>,
  token: string | undefined,
): Promise<PendingSession | null> {
  if (!token) return null;
  const claims = await verifyAccessToken(ctx.keys, token);
  if (!claims) return null;
  const now = new Date();
  const [row] = await ctx.db
    .select({ id: pendingSignups.id, email: pendingSignups.email })
    .from(sessions)
    .innerJoin(pendingSignups, eq(pendingSignups.id, sessions.pendingSignupId))
    .where(
      and(
        eq(sessions.familyId, claims.familyId),
        eq(sessions.pendingSignupId, claims.userId),
        isNull(sessions.revokedAt),
        isNull(sessions.replacedBy),
        gt(sessions.expiresAt, now),
        gt(pendingSignups.expiresAt, now),
      ),
    )
    .limit(1);
  return row ? { ...row, familyId: claims.familyId } : null;
}

/** What `me` says to a sign-up's session: a new account at the verify step, whatever the address. */
export function presentPendingMe(pending: PendingSession): MeDto {
  return {
    user: {
      id: pending.id,
      email: pending.email,
      name: '',
      avatarUrl: null,
      emailVerified: false,
      onboardingStep: 'verify',
      locale: null,
    },
    workspaces: [],
  };
}

/**
 * Opens a sign-up's mailed link: the account is made with the sign-up's id, address, password and
 * use case, already verified and at the profile step; the sign-up's sessions become the account's (the
 * browser that signed up goes on signed in); every other sign-up for the address ends with its
 * sessions. Through an invite link, the account joins that workspace now, if the link still works.
 * Answers the next page, or null when the token is no sign-up's (it may be an older account's link).
 */
export async function verifyPendingSignup(ctx: AppContext, token: string): Promise<string | null> {
  const hash = hashToken(token);
  const [found] = await ctx.db.select().from(pendingSignups).where(eq(pendingSignups.verifyTokenHash, hash));
  if (!found) return null;
  let pending: PendingSignupRow;
  try {
    pending = await ctx.db.transaction(async (tx) => {
      const now = new Date();
      // Spent in one statement: two clicks cannot both make the account.
      const [spent] = await tx
        .update(pendingSignups)
        .set({ verifyTokenHash: null, verifyExpiresAt: null })
        .where(
          and(
            eq(pendingSignups.id, found.id),
            eq(pendingSignups.verifyTokenHash, hash),
            gt(pendingSignups.verifyExpiresAt, now),
            gt(pendingSignups.expiresAt, now),
          ),
        )
        .returning();
      if (!spent) throw invalidLink();
      await tx.insert(users).values({
        id: spent.id,
        email: spent.email,
        passwordHash: spent.passwordHash,
        signupUseCase: spent.signupUseCase,
        emailVerifiedAt: now,
        onboardingStep: 'create-profile',
      });
      await tx
        .update(sessions)
        .set({ userId: spent.id, pendingSignupId: null })
        .where(eq(sessions.pendingSignupId, spent.id));
      await tx.delete(pendingSignups).where(eq(pendingSignups.email, spent.email));
      return spent;
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'users_email_key')) throw error;
    // The address got an account another way meanwhile (a provider, an invite, the CLI): this
    // sign-up can no longer make one.
    await ctx.db.delete(pendingSignups).where(eq(pendingSignups.id, found.id));
    throw invalidLink();
  }

  const link = pending.joinToken ? await findInviteLinkTarget(ctx.db, pending.joinToken) : null;
  if (link) {
    await withChanges(ctx, (tx, changes) => addMember(ctx, tx, changes, link.id, pending.id, 'member'));
  }
  return '/signup/create-profile';
}
