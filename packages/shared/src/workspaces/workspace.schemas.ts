import { z } from 'zod';
import {
  EMAIL_MAX,
  MAX_INVITES_PER_REQUEST,
  SLUG_MAX,
  SLUG_MIN,
  TOKEN_MAX,
  WORKSPACE_NAME_MAX,
} from '../auth/limits.js';
import { text } from '../input/text.js';

export const roles = ['owner', 'admin', 'member', 'guest'] as const;
export type Role = (typeof roles)[number];

export const plans = ['free', 'paid'] as const;
export type Plan = (typeof plans)[number];

export const workspaceKinds = ['team', 'personal'] as const;
export type WorkspaceKind = (typeof workspaceKinds)[number];

export const slugSchema = text()
  .trim()
  .toLowerCase()
  .min(SLUG_MIN, `Use at least ${SLUG_MIN} characters.`)
  .max(SLUG_MAX, `Use at most ${SLUG_MAX} characters.`)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Use lowercase letters, digits and dashes.');

export const workspaceSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(workspaceKinds),
  plan: z.enum(plans),
  role: z.enum(roles),
  avatarUrl: z.string().nullable(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

/**
 * Slugs are the first path segment of every workspace page (`/:org`), so the app's own top-level
 * routes and server paths can never be workspace slugs.
 */
export const reservedSlugs: readonly string[] = [
  'api',
  'assets',
  'create-workspace',
  'health',
  'invite',
  'login',
  'logout',
  'passwordreset',
  'settings',
  'signup',
  'socket.io',
  'static',
  'template',
  'verify',
];

export const workspaceNameSchema = text()
  .trim()
  .min(1, 'Enter a workspace name.')
  .max(WORKSPACE_NAME_MAX, 'That name is too long.');

export const createWorkspaceSchema = z.object({
  name: workspaceNameSchema,
  slug: slugSchema,
  kind: z.enum(workspaceKinds),
  useCase: text().trim().max(100).nullish(),
});

export const updateWorkspaceSchema = z.object({
  name: workspaceNameSchema.optional(),
  slug: slugSchema.optional(),
});

/** PUT /api/orgs/:org/owner: the owner hands the workspace to one of its admins or members. */
export const handOverSchema = z.object({ userId: z.uuid('Choose someone of the workspace.') });
export type HandOverBody = z.infer<typeof handOverSchema>;

/** POST /api/orgs/:org/delete: the workspace's name, typed exactly, confirms. */
export const deleteWorkspaceSchema = z.object({
  name: text().max(WORKSPACE_NAME_MAX * 2, 'That is not the workspace name.'),
});
export type DeleteWorkspaceBody = z.infer<typeof deleteWorkspaceSchema>;

export const slugAvailabilityQuerySchema = z.object({ slug: text().max(200) });
export const slugAvailabilitySchema = z.object({
  available: z.boolean(),
  /** A free slug close to the one asked for, when that one is taken. */
  suggestion: z.string().optional(),
});
export type SlugAvailability = z.infer<typeof slugAvailabilitySchema>;

export const invitableRoles = ['admin', 'member', 'guest'] as const;

export const createInvitesSchema = z.object({
  emails: z
    .array(
      text()
        .trim()
        .toLowerCase()
        .max(EMAIL_MAX, 'That email address is too long.')
        .pipe(z.email('Enter a valid email address.')),
    )
    .min(1, 'Enter at least one email address.')
    .max(MAX_INVITES_PER_REQUEST, `Invite at most ${MAX_INVITES_PER_REQUEST} people at once.`),
  role: z.enum(invitableRoles).default('member'),
});

export const inviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(roles),
  workspace: z.object({ slug: z.string(), name: z.string() }),
  inviterName: z.string(),
  expiresAt: z.string(),
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
});
export type InviteDto = z.infer<typeof inviteSchema>;

export const inviteLinkSchema = z.object({ token: z.string(), enabled: z.boolean(), url: z.string() });
export type InviteLinkDto = z.infer<typeof inviteLinkSchema>;

export const updateInviteLinkSchema = z.object({ enabled: z.boolean() });

/** GET /api/invite-link/:token: what the join page shows before the visitor logs in or signs up. */
export const inviteLinkInfoSchema = z.object({ workspace: z.object({ slug: z.string(), name: z.string() }) });
export type InviteLinkInfo = z.infer<typeof inviteLinkInfoSchema>;

export const inviteLinkTokenSchema = text().min(1).max(TOKEN_MAX);
