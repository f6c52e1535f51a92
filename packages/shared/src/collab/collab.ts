// The collaboration connection (docs/ARCHITECTURE.md, "Collaboration"): one WebSocket per tab at
// `collabPath`, speaking the Hocuspocus protocol (Yjs sync and awareness), multiplexing documents
// named `<kind>:<id>`.

/** Where the collaboration WebSocket is opened (same origin as the app, the session cookie with it). */
export const collabPath = '/api/collab';

/** The largest Yjs state a document may hold: an update that would make it larger is refused. */
export const collabMaxStateBytes = 5 * 1024 * 1024;

/** The kinds of shared document, each with its own access rule on the server. */
export const collabKindPattern = /^[a-z][a-z0-9-]{0,31}$/;

/** `doc:<id>` → `{ kind: 'doc', id }`; null for a name that is not `<kind>:<id>`. */
export function parseCollabName(name: string): { kind: string; id: string } | null {
  const colon = name.indexOf(':');
  if (colon <= 0) return null;
  const kind = name.slice(0, colon);
  const id = name.slice(colon + 1);
  if (!collabKindPattern.test(kind) || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  return { kind, id };
}

export const collabName = (kind: string, id: string): string => `${kind}:${id}`;

/**
 * Why the server refused or closed a document, as the provider's `authenticationFailed` reason or the
 * close event's reason: the client shows its own message for each.
 */
export const collabRefusals = {
  /** Not signed in, no such document, or not allowed to see it (the same answer for all three). */
  forbidden: 'forbidden',
  /** The update would take the document past `collabMaxStateBytes`: not applied, nothing stored. */
  tooLarge: 'document_too_large',
  /** The update could not be read as a Yjs update: not applied, nothing stored. */
  malformed: 'malformed_update',
  /** Access was lost while connected (removed from the orbit, orbit made private, workspace left). */
  accessLost: 'access_lost',
} as const;
export type CollabRefusal = (typeof collabRefusals)[keyof typeof collabRefusals];
