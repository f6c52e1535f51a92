import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/index.js';
import { consumeEmailToken } from './consume-email-token.js';
import { markEmailVerified } from './mark-email-verified.js';
import { nextOnboardingRoute } from './next-onboarding-route.js';
import { verifyPendingSignup } from './pending-signup.js';

/**
 * Marks the address verified from the mailed link. No session is needed: the link may be opened in
 * another browser. A sign-up's link makes its account (pending-signup.ts); any other is an existing
 * account's (one a provider made with an address it had not verified). Answers where the user goes next.
 */
export async function verifyEmail(ctx: AppContext, token: string): Promise<string> {
  const signedUp = await verifyPendingSignup(ctx, token);
  if (signedUp !== null) return signedUp;
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await consumeEmailToken(tx, token, 'verify');
    await markEmailVerified(tx, id);
    return id;
  });
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  return (user && nextOnboardingRoute(user)) ?? '/';
}
