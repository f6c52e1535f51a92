import { z } from 'zod';
import { MAX_INVITES_PER_REQUEST, SLUG_MAX, SLUG_MIN, WORKSPACE_NAME_MAX } from '../auth/limits.js';

export const roles = ['owner', 'admin', 'member', 'guest'] as const;
export type Role = (typeof roles)[number];

export const plans = ['free', 'paid'] as const;
export type Plan = (typeof plans)[number];

export const workspaceKinds = ['team', 'personal'] as const;
export type WorkspaceKind = (typeof workspaceKinds)[number];

export const slugSchema = z
  .string()
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

export const createWorkspaceSchema = z.object({
  name: z.string().trim().min(1, 'Enter a workspace name.').max(WORKSPACE_NAME_MAX, 'That name is too long.'),
  slug: slugSchema,
  kind: z.enum(workspaceKinds),
  useCase: z.string().max(100).nullish(),
});

export const createInvitesSchema = z.object({
  emails: z
    .array(z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address.')))
    .min(1)
    .max(MAX_INVITES_PER_REQUEST),
  role: z.enum(['admin', 'member', 'guest']).default('member'),
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
