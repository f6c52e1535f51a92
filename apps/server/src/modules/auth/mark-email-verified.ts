import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

type Executor = Pick<Database, 'update'>;

/**
 * Records that the user reads mail at their address (a verification link, an invite or a reset link
 * reached them) and moves a user still at the verify step on to their profile.
 */
export async function markEmailVerified(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      onboardingStep: sql`CASE WHEN ${users.onboardingStep} = 'verify' THEN 'create-profile' ELSE ${users.onboardingStep} END`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}
