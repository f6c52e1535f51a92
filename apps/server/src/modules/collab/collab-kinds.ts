import { collabKindPattern } from '@orbit/shared/collab';
import type * as Y from 'yjs';
import type { Database } from '../../db/database.js';

/** What a person may do with one shared document: see it (and others' carets), and change it. */
export type CollabGrant = {
  /** The document's workspace: its state is stored (and deleted) with the workspace. */
  workspaceId: string;
  canWrite: boolean;
};

/**
 * A kind of shared document (`doc`, `board`, ...). Registered once at start-up by the module that owns
 * the kind; the collaboration server asks it, for each connection, who may open `<kind>:<id>`.
 */
export type CollabKind = {
  /**
   * The grant of `userId` on the document `id`, or null when they may not see it (or it does not
   * exist): the same answer, so a refusal tells nothing. Asked when a document is opened and again
   * whenever a committed change may have changed it (see `entity`).
   */
  access(db: Database, userId: string, id: string): Promise<CollabGrant | null>;
  /**
   * The sync entity (docs/SYNC.md) whose rows carry this kind's metadata, if any: a committed change
   * of one of its rows asks `access` again for everyone connected to that row's document. Changes of
   * orbits, members and workspaces ask again for every document of the workspace anyway.
   */
  entity?: string;
  /** After the state was stored (debounced, a few seconds after the last edit): e.g. index its text. */
  afterStore?(db: Database, id: string, doc: Y.Doc): Promise<void>;
};

const kinds = new Map<string, CollabKind>();

/**
 * Adds a kind of shared document. The kinds are code, not data, so the registry is module-wide: every
 * app in the process sees the same kinds. Registering a kind again replaces it (tests may).
 */
export function registerCollabKind(kind: string, definition: CollabKind): void {
  if (!collabKindPattern.test(kind)) throw new Error(`collab kind "${kind}" is not a lowercase word`);
  kinds.set(kind, definition);
}

export function collabKind(kind: string): CollabKind | undefined {
  return kinds.get(kind);
}

/** The kinds whose metadata entity is `entity` (a change of it asks their `access` again). */
export function collabKindsOfEntity(entity: string): string[] {
  return [...kinds.entries()].filter(([, definition]) => definition.entity === entity).map(([kind]) => kind);
}
