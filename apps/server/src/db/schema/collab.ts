import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { stamp, workspaceRef } from './columns.js';

// Shared Yjs documents (docs/ARCHITECTURE.md, "Collaboration"), named `<kind>:<id>`: a compacted
// state per document and the updates received since, appended as they arrive and folded into the
// state from time to time.

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const collabDocuments = pgTable('collab_documents', {
  name: text().primaryKey(),
  workspaceId: workspaceRef(),
  /** `Y.encodeStateAsUpdate` of the document when it was last compacted. */
  state: bytea().notNull(),
  /** The byte length of `state` plus every update row's: what the size limit counts. */
  bytes: integer().notNull().default(0),
  updatedAt: stamp().notNull().defaultNow(),
});

export const collabUpdates = pgTable(
  'collab_updates',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text()
      .notNull()
      .references(() => collabDocuments.name, { onDelete: 'cascade' }),
    data: bytea().notNull(),
    createdAt: stamp().notNull().default(sql`now()`),
  },
  (t) => [index('collab_updates_name_id_idx').on(t.name, t.id)],
);
