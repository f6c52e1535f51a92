import { z } from 'zod';
import { priorities } from './task.schemas.js';

// What an `update` or `move` line of a task's history records (`data.changes`): each field that
// really changed, old → new. Statuses, lists, orbits, parents, people and labels are kept as ids; the
// client names them from its own rows, in its language. The description's text is never copied.

const valueChange = <T extends z.ZodType>(value: T) =>
  z.object({ from: value.nullable(), to: value.nullable() });

/** A due date as the task holds it: the instant and whether its time of day matters. */
export const activityDueSchema = z.object({ at: z.string(), hasTime: z.boolean() });
export type ActivityDue = z.infer<typeof activityDueSchema>;

export const activitySetChangeSchema = z.object({ added: z.array(z.string()), removed: z.array(z.string()) });
export type ActivitySetChange = z.infer<typeof activitySetChangeSchema>;

export const itemChangesSchema = z.object({
  title: valueChange(z.string()).optional(),
  /** Edited; the text itself stays on the task. */
  description: z.literal(true).optional(),
  status: valueChange(z.string()).optional(),
  priority: valueChange(z.enum(priorities)).optional(),
  due: valueChange(activityDueSchema).optional(),
  start: valueChange(z.string()).optional(),
  parent: valueChange(z.string()).optional(),
  list: valueChange(z.string()).optional(),
  orbit: valueChange(z.string()).optional(),
  /** Its place among its neighbours changed. */
  position: z.literal(true).optional(),
  assignees: activitySetChangeSchema.optional(),
  labels: activitySetChangeSchema.optional(),
});
export type ItemChanges = z.infer<typeof itemChangesSchema>;
export type ItemChangeField = keyof ItemChanges;

/**
 * Edits merge into the line before when it is the task's newest, by the same person, of the same kind
 * and the same fields, and at most this long after that line's last edit.
 */
export const activityMergeWindowMs = 10 * 60 * 1000;
