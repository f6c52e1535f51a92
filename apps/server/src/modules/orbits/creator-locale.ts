import { type InterfaceLocale, isInterfaceLocale } from '@orbit/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { Reader } from '../sync/tx.js';

/**
 * The language content made for someone is written in: the one their request names (the interface
 * they are using), else the one saved on their account, else English.
 */
export async function creatorLocale(
  db: Reader,
  userId: string,
  requested: InterfaceLocale | undefined,
): Promise<InterfaceLocale> {
  if (requested) return requested;
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return isInterfaceLocale(row?.locale) ? row.locale : 'en';
}
