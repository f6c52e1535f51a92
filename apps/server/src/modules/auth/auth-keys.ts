import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { instanceMeta } from '../../db/schema/index.js';

export type AuthKeys = { accessTokenSecret: Uint8Array };

const SECRET_KEY = 'auth.access_token_secret';

/**
 * The access-token signing secret, created by whichever instance starts first and shared through the
 * database, so a token issued by one instance is accepted by every other.
 */
export async function loadAuthKeys(db: Database): Promise<AuthKeys> {
  await db
    .insert(instanceMeta)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(instanceMeta).where(eq(instanceMeta.key, SECRET_KEY));
  if (!row) throw new Error('The access-token secret could not be stored.');
  return { accessTokenSecret: Buffer.from(row.value, 'base64url') };
}
