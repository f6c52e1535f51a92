import type { SignInMethodsDto, SocialProvider } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { identities, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import { unauthorized } from '../auth/require-user.js';

/** How the person can sign in: a password, and the provider identities linked to the account. */
export async function signInMethods(db: Database, userId: string): Promise<SignInMethodsDto> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthorized();
  const rows = await db
    .select()
    .from(identities)
    .where(eq(identities.userId, userId))
    .orderBy(identities.createdAt);
  return {
    hasPassword: user.passwordHash !== null,
    identities: rows.map((row) => ({
      id: row.id,
      provider: row.provider as SocialProvider,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export const lastMethodMessage =
  'This is the only way you can sign in. Set a password or link another account before you unlink it.';

/**
 * Unlinks one identity, never the last way in: the account row is locked so two unlinks at once cannot
 * both see "one more left". 404 for an identity that is not the person's.
 */
export async function unlinkIdentity(db: Database, userId: string, identityId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw unauthorized();
    const linked = await tx
      .select({ id: identities.id })
      .from(identities)
      .where(eq(identities.userId, userId));
    if (!linked.some((row) => row.id === identityId))
      throw notFound('This sign-in is not linked to your account.');
    if (user.passwordHash === null && linked.length === 1) {
      throw new AppError('validation_failed', lastMethodMessage, { identity: lastMethodMessage });
    }
    await tx.delete(identities).where(and(eq(identities.id, identityId), eq(identities.userId, userId)));
  });
}
