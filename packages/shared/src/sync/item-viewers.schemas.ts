import { z } from 'zod';
import { entityIdSchema } from '../tasks/task.schemas.js';

/** Client → server: the task this socket has open (server or temporary id), or none. */
export const itemViewingEvent = 'item.viewing';
/** Server → the task's room: everyone who has it open now. */
export const itemViewersEvent = 'item.viewers';

export const itemViewingSchema = z.object({ itemId: entityIdSchema.nullable() });
export type ItemViewing = z.infer<typeof itemViewingSchema>;

/** One open socket: its Socket.IO id and its user's id (the seed's collaborator). */
export const itemViewerSchema = z.object({ sid: z.string(), id: z.string() });
export type ItemViewer = z.infer<typeof itemViewerSchema>;

/**
 * `itemId` is the task's server id; `clientId` the temporary id it was created under (if any), so a
 * client that opened it by that id still recognises the answer.
 */
export const itemViewersSchema = z.object({
  itemId: z.string(),
  clientId: z.string().nullable(),
  viewers: z.array(itemViewerSchema),
});
export type ItemViewers = z.infer<typeof itemViewersSchema>;
