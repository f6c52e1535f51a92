import { z } from 'zod';

// Documents (issue 20, item 1): a document is a synced row in an orbit, like a list; its text lives in
// a Yjs document named `doc:<id>` (docs/ARCHITECTURE.md, Collaboration), never in this row.

export const documentSchema = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  workspaceId: z.string(),
  orbitId: z.string(),
  title: z.string(),
  position: z.string(),
  archivedAt: z.string().nullable(),
  /** In Trash since then (restorable); null otherwise. */
  deletedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  seq: z.number(),
});
export type DocumentDto = z.infer<typeof documentSchema>;
