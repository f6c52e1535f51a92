import { customType, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** An uploaded avatar (a person's or a workspace's): one id per upload, one row per fixed size. */
export const avatarImages = pgTable(
  'avatar_images',
  {
    avatarId: uuid().notNull(),
    size: integer().notNull(),
    contentType: text().notNull(),
    bytes: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'avatar_images_pkey', columns: [t.avatarId, t.size] })],
);
