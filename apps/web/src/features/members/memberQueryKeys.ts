/** Query keys for a workspace's people; per slug, so switching workspaces never shows another's list. */
export const memberQueryKeys = {
  members: (slug: string) => ['orgs', slug, 'members'] as const,
  invites: (slug: string) => ['orgs', slug, 'invites'] as const,
  inviteLink: (slug: string) => ['orgs', slug, 'invite-link'] as const,
};
