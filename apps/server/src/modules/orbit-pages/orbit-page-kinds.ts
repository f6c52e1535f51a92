import type { BoardDto, DocumentDto } from '@orbit/shared';
import { documentCollabName } from '@orbit/shared/documents';
import type { PgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import { boardFiles, boards, documentFiles, documents } from '../../db/schema/index.js';

// Documents and boards are both orbit pages: a row in an orbit (title, place, archive, Trash) whose
// content is a collaboration document (`doc:<id>`, `board:<id>`), with files stored like attachments.
// Everything about the row is here, once; each kind keeps only its collaboration kind, its specifics
// (a document's versions and task links) and its screens.

type Columns = (typeof boards)['_']['columns'];
/** A column of either table, its table's name widened (both tables have exactly these columns). */
type AnyTableColumn<C> =
  C extends PgColumn<infer T, infer R, infer E>
    ? PgColumn<{ [K in keyof T]: K extends 'tableName' ? string : T[K] }, R, E>
    : never;

/** `documents` or `boards`: the same columns under two names. */
export type OrbitPageTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: { [K in keyof Columns]: AnyTableColumn<Columns[K]> };
  dialect: 'pg';
}>;
export type OrbitPageRow = OrbitPageTable['$inferSelect'];

export type OrbitPageKind = 'document' | 'board';
/** A board's or a document's DTO: the same fields. */
export type OrbitPageDto = BoardDto | DocumentDto;

export type OrbitPageSpec = {
  /** The change log's entity name (docs/SYNC.md). */
  entity: OrbitPageKind;
  table: OrbitPageTable;
  /** The unique index a retried create runs into. */
  clientIdKey: string;
  /** The collaboration document holding its content. */
  collabName: (id: string) => string;
  /** Its files: where their bytes are, by the page they belong to. */
  files: { table: typeof boardFiles | typeof documentFiles; storageKey: PgColumn; owner: PgColumn };
  /** What the API's messages call it. */
  noun: { one: string; capital: string };
};

export const orbitPageKinds: Record<OrbitPageKind, OrbitPageSpec> = {
  document: {
    entity: 'document',
    table: documents,
    clientIdKey: 'documents_workspace_id_client_id_key',
    collabName: documentCollabName,
    files: { table: documentFiles, storageKey: documentFiles.storageKey, owner: documentFiles.documentId },
    noun: { one: 'document', capital: 'Document' },
  },
  board: {
    entity: 'board',
    table: boards,
    clientIdKey: 'boards_workspace_id_client_id_key',
    collabName: (id) => `board:${id}`,
    files: { table: boardFiles, storageKey: boardFiles.storageKey, owner: boardFiles.boardId },
    noun: { one: 'board', capital: 'Board' },
  },
};
