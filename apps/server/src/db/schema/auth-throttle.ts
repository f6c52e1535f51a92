import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failure counters for rate limits that must hold across instances (failed logins per account and
 * per address, reset requests). Kept in PostgreSQL so no Redis is needed for the embedded default.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
});
