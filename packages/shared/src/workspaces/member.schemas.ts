import { z } from 'zod';
import { inviteSchema, plans, roles, workspaceKinds } from './workspace.schemas.js';

/** GET /api/orgs/:org/members: one person in the workspace. */
export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(roles),
  joinedAt: z.string(),
});
export type MemberDto = z.infer<typeof memberSchema>;
export const memberListSchema = z.array(memberSchema);

/** GET /api/orgs/:org/invites and POST /api/orgs/:org/invites answer a list of invites. */
export const inviteListSchema = z.array(inviteSchema);

/**
 * PATCH /api/orgs/:org/members/:userId. Any role parses, so asking for `owner` is answered with a
 * 403 that says why rather than a bare validation error.
 */
export const updateMemberRoleSchema = z.object({
  role: z.enum(roles, 'Choose a role: admin, member or guest.'),
});
export type UpdateMemberRoleBody = z.infer<typeof updateMemberRoleSchema>;

/** PATCH /api/orgs/:org/plan. */
export const updatePlanSchema = z.object({ plan: z.enum(plans, 'Choose a plan: free or paid.') });
export type UpdatePlanBody = z.infer<typeof updatePlanSchema>;

/**
 * The workspace as everyone in it sees it: the summary without the caller's role, which differs per
 * person and so cannot go to a whole room.
 */
export const workspaceDtoSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(workspaceKinds),
  plan: z.enum(plans),
  avatarUrl: z.string().nullable(),
});
export type WorkspaceDto = z.infer<typeof workspaceDtoSchema>;

// Socket.IO events sent to the room `org:{workspaceId}` after the change commits. Every payload names
// its workspace, since one socket sits in the rooms of all its user's workspaces.

export const memberUpdatedEventSchema = z.object({ workspaceId: z.string(), member: memberSchema });
export type MemberUpdatedEvent = z.infer<typeof memberUpdatedEventSchema>;

export const memberRemovedEventSchema = z.object({ workspaceId: z.string(), userId: z.string() });
export type MemberRemovedEvent = z.infer<typeof memberRemovedEventSchema>;

export const workspaceUpdatedEventSchema = z.object({
  workspaceId: z.string(),
  workspace: workspaceDtoSchema,
});
export type WorkspaceUpdatedEvent = z.infer<typeof workspaceUpdatedEventSchema>;

export const workspaceEvents = {
  memberUpdated: 'member.updated',
  memberRemoved: 'member.removed',
  workspaceUpdated: 'workspace.updated',
} as const;
