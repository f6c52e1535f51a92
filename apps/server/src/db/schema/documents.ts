import {
  bigint,
  customType,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { seq, stamp, workspaceRef } from './columns.js';
import { items, orbits } from './tasks.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

import { users } from './users.js';
import { workspaces } from './workspaces.js';

// Documents (docs/SYNC.md, Documents). The row is the document's place and title; its text is the Yjs
// document `doc:<id>` kept by the collaboration server. `client_id` is the creating client's
// temporary id, unique per workspace so a retried create finds its row.
export const documents = pgTable(
  'documents',
  {
    id: text().primaryKey(),
    clientId: uuid(),
    workspaceId: workspaceRef(),
    orbitId: text()
      .notNull()
      .references(() => orbits.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    position: text().notNull(),
    archivedAt: stamp(),
    deletedAt: stamp(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp().notNull().defaultNow(),
    updatedAt: stamp().notNull().defaultNow(),
    seq: seq(),
  },
  (t) => [
    uniqueIndex('documents_workspace_id_client_id_key').on(t.workspaceId, t.clientId),
    index('documents_orbit_id_idx').on(t.orbitId),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;

// Images put in a document: the bytes in the attachment storage under `storage_key`, found by the id
// the editor chose for the image (`file_key`), one per document.
export const documentFiles = pgTable(
  'document_files',
  {
    id: text().primaryKey(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    documentId: text()
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    fileKey: text().notNull(),
    name: text().notNull(),
    contentType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    storageKey: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_files_document_id_file_key_key').on(t.documentId, t.fileKey)],
);

export type DocumentFileRow = typeof documentFiles.$inferSelect;

// Named versions: the document's Yjs state when the version was made (restoring one makes a new state
// from it; the state it replaces is kept as a version first).
export const documentVersions = pgTable(
  'document_versions',
  {
    id: text().primaryKey(),
    workspaceId: workspaceRef(),
    documentId: text()
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    state: bytea().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp().notNull().defaultNow(),
  },
  (t) => [index('document_versions_document_id_idx').on(t.documentId, t.createdAt)],
);

export type DocumentVersionRow = typeof documentVersions.$inferSelect;

// A task linking a document (the document lists these as its backlinks).
export const documentLinks = pgTable(
  'document_links',
  {
    documentId: text()
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    itemId: text()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    workspaceId: workspaceRef(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.itemId] }),
    index('document_links_item_id_idx').on(t.itemId),
  ],
);

// The plain text of a document, as search reads it: written a few seconds after an edit (when the
// collaboration server stores the text, document-collab.ts). Its stored, GIN-indexed tsvector
// (`search`, migration 0028) stays out of this schema, like the tasks' one.
export const documentTexts = pgTable('document_texts', {
  documentId: text()
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  workspaceId: workspaceRef(),
  body: text().notNull(),
  updatedAt: stamp().notNull().defaultNow(),
});
