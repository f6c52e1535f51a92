import { z } from 'zod';
import { inviteSchema, plans, roles, workspaceKinds } from './workspace.schemas.js';

/** GET /api/orgs/:org/members: one person in the workspace. */
export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  /**
   * Job title ('' when none) and IANA time zone (null when not set): the person's profile. Defaulted
   * so member entries logged before these fields existed still parse.
   */
  title: z.string().default(''),
  timeZone: z.string().nullable().default(null),
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
