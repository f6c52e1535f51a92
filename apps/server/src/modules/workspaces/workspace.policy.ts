// The roles table of PRODUCT.md lives in @orbit/shared so the web app offers exactly the controls the
// server allows; routes and services import the rules from here, as for every other module's policy.
export {
  canChangeRole,
  canCreateContent,
  canDeleteWorkspace,
  canEditWorkspaceSettings,
  canHandOver,
  canInvite,
  canLeaveWorkspace,
  canManageMembers,
  canManagePlan,
  canRemoveMember,
  canSeePublicSpaces,
} from '@orbit/shared';
