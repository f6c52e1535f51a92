import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { type EmailTokenKind, emailTokens } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { hashToken } from './secret-token.js';

type Executor = Pick<Database, 'update'>;

export const invalidLink = () =>
  new AppError('validation_failed', 'This link is invalid or has expired.', {
    token: 'This link is invalid or has expired.',
  });

/**
 * Spends a link token in one statement (two clicks cannot both use it) and returns its user; an
 * unknown, used or expired token answers 400 `fields.token`.
 */
export async function consumeEmailToken(db: Executor, token: string, kind: EmailTokenKind): Promise<string> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.hash, hashToken(token)),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailTokens.userId });
  if (!row) throw invalidLink();
  return row.userId;
}
