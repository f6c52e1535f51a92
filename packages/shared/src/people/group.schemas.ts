import { z } from 'zod';
import { idSchema, text } from '../input/text.js';
import { clientIdSchema } from '../tasks/task.schemas.js';
import type { Role } from '../workspaces/workspace.schemas.js';

// Groups (issue 16): named sets of a workspace's people ("Design", "On call"), mentioned as `@group`
// in chat and picked whole as assignees. Every member of the workspace sees every group.

export const GROUP_NAME_MAX = 80;
export const GROUP_MEMBERS_MAX = 500;

export const groupNameSchema = text()
  .trim()
  .min(1, 'Give the group a name.')
  .max(GROUP_NAME_MAX, `Keep the name to ${GROUP_NAME_MAX} characters.`);

const groupMemberIdsSchema = z
  .array(idSchema)
  .max(GROUP_MEMBERS_MAX, `A group holds at most ${GROUP_MEMBERS_MAX} people.`);

/** The synced `group` row. */
export const groupSchema = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  workspaceId: z.string(),
  name: z.string(),
  memberIds: z.array(z.string()),
  createdBy: z.string().nullable(),
  seq: z.number(),
});
export type GroupDto = z.infer<typeof groupSchema>;

/** POST /api/orgs/:org/groups: a retried `clientId` answers the group already made. */
export const createGroupSchema = z.strictObject({
  clientId: clientIdSchema.optional(),
  name: groupNameSchema,
  memberIds: groupMemberIdsSchema.optional(),
});
export type CreateGroupBody = z.infer<typeof createGroupSchema>;

/** PATCH /api/orgs/:org/groups/:id: a new name and/or the whole new set of members. */
export const updateGroupSchema = z.strictObject({
  name: groupNameSchema.optional(),
  memberIds: groupMemberIdsSchema.optional(),
});
export type UpdateGroupBody = z.infer<typeof updateGroupSchema>;

/** Owners, admins and members make groups (PRODUCT.md: they create orbits, topics and views); guests do not. */
export function canCreateGroup(role: Role): boolean {
  return role !== 'guest';
}

/** Renaming, changing the members of and deleting a group: its creator, or an owner or admin. */
export function canManageGroup(role: Role, isCreator: boolean): boolean {
  return role === 'owner' || role === 'admin' || (isCreator && role !== 'guest');
}
