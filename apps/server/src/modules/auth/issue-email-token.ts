import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { type EmailTokenKind, emailTokens } from '../../db/schema/index.js';
import { hashToken, newSecretToken } from './secret-token.js';

const HOUR = 60 * 60 * 1000;
export const emailTokenTtlMs: Record<EmailTokenKind, number> = {
  verify: 24 * HOUR,
  reset: HOUR,
  'email-change': 24 * HOUR,
};

/** A fresh single-use link token; it replaces any unused one of the same kind, so only the latest mail works. */
export async function issueEmailToken(
  db: Database,
  userId: string,
  kind: EmailTokenKind,
  newEmail?: string,
): Promise<string> {
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    await tx
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
    await tx.insert(emailTokens).values({
      hash: hashToken(token),
      kind,
      userId,
      newEmail: newEmail ?? null,
      expiresAt: new Date(Date.now() + emailTokenTtlMs[kind]),
    });
  });
  return token;
}
