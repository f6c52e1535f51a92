import type { Role } from './workspace.schemas.js';

// The roles table of PRODUCT.md as pure rules. The server enforces them; the web app reads the same
// rules to decide which controls to offer, so the two never disagree about who may do what.

/** Workspace name, slug and avatar. */
export function canEditWorkspaceSettings(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}

/** Plan changes and deleting the workspace stay with the owner. */
export function canManagePlan(role: Role): boolean {
  return role === 'owner';
}

export function canDeleteWorkspace(role: Role): boolean {
  return role === 'owner';
}

/**
 * Handing the workspace over: only its owner, only to an admin or a member (a guest is made a member
 * first). The new owner takes the role; the old one stays as an admin.
 */
export function canHandOver(role: Role, targetRole: Role): boolean {
  return role === 'owner' && (targetRole === 'admin' || targetRole === 'member');
}

/** A member may invite only as member; admins and owners as any role but owner. */
export function canInvite(role: Role, invitedRole: Role): boolean {
  if (invitedRole === 'owner') return false;
  if (role === 'owner' || role === 'admin') return true;
  return role === 'member' && invitedRole === 'member';
}

/** Pending invites (list, resend, revoke), the invite link, removing users. */
export function canManageMembers(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}

/** Nobody changes an owner's role or gives the owner role through this rule. */
export function canChangeRole(role: Role, targetRole: Role, newRole: Role): boolean {
  if (!canManageMembers(role)) return false;
  return targetRole !== 'owner' && newRole !== 'owner';
}

export function canRemoveMember(role: Role, targetRole: Role): boolean {
  return canManageMembers(role) && targetRole !== 'owner';
}

/** Anyone but the owner may leave; a workspace is never left without its owner. */
export function canLeaveWorkspace(role: Role): boolean {
  return role !== 'owner';
}

/** Orbits, topics and views. */
export function canCreateContent(role: Role): boolean {
  return role !== 'guest';
}

/** Guests see only the orbits and topics they were added to. */
export function canSeePublicSpaces(role: Role): boolean {
  return role !== 'guest';
}
