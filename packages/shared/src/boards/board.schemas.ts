import { z } from 'zod';
import { idSchema, text } from '../input/text.js';
import { clientIdSchema } from '../tasks/task.schemas.js';

// Whiteboards (issue 20, item 3): a board is a synced row in an orbit, like a list; its drawing lives
// in a Yjs document named `board:<id>` (docs/ARCHITECTURE.md, Collaboration), never in this row.

export const boardTitleMax = 120;
/** The most a file dropped on a board may weigh (images and other files, stored like attachments). */
export const boardFileMaxBytes = 25 * 1024 * 1024;

export const boardSchema = z.object({
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
export type BoardDto = z.infer<typeof boardSchema>;

const title = text().trim().min(1).max(boardTitleMax);
const position = text().min(1).max(128);

export const createBoardSchema = z.object({
  clientId: clientIdSchema,
  orbitId: idSchema,
  title,
  position: position.optional(),
});
export type CreateBoardBody = z.infer<typeof createBoardSchema>;

/** Rename, reorder, move to another orbit, archive (`archived: true`) or bring back from the archive. */
export const updateBoardSchema = z.object({
  title: title.optional(),
  position: position.optional(),
  orbitId: idSchema.optional(),
  archived: z.boolean().optional(),
});
export type UpdateBoardBody = z.infer<typeof updateBoardSchema>;

/** A file dropped on a board, as stored (the canvas refers to it by `id`). */
export const boardFileSchema = z.object({
  id: z.string(),
  boardId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type BoardFileDto = z.infer<typeof boardFileSchema>;
