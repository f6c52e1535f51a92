import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { seq, stamp, workspaceRef } from './columns.js';
import { orbits } from './tasks.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

// Whiteboards (docs/SYNC.md, Boards). The row is the board's place and name; its drawing is the Yjs
// document `board:<id>` kept by the collaboration server. `client_id` is the creating client's
// temporary id, unique per workspace so a retried create finds its row.
export const boards = pgTable(
  'boards',
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
    uniqueIndex('boards_workspace_id_client_id_key').on(t.workspaceId, t.clientId),
    index('boards_orbit_id_idx').on(t.orbitId),
  ],
);

export type BoardRow = typeof boards.$inferSelect;

// Files dropped on a board: the bytes in the attachment storage under `storage_key`, found by the
// canvas's own file id (`file_key`, Excalidraw's), one per board.
export const boardFiles = pgTable(
  'board_files',
  {
    id: text().primaryKey(),
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    boardId: text()
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    fileKey: text().notNull(),
    name: text().notNull(),
    contentType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    storageKey: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('board_files_board_id_file_key_key').on(t.boardId, t.fileKey)],
);

export type BoardFileRow = typeof boardFiles.$inferSelect;
