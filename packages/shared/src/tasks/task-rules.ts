import type { Role } from '../workspaces/workspace.schemas.js';

// Who may do what with tasks (PRODUCT.md roles): owners, admins and members create orbits, lists,
// views and labels; guests work on tasks in the orbits they were let into.

export function canCreateOrbit(role: Role): boolean {
  return role !== 'guest';
}

/** Rename, recolour, change statuses, members or visibility, archive. */
export function canManageOrbit(role: Role): boolean {
  return role !== 'guest';
}

export function canManageLists(role: Role): boolean {
  return role !== 'guest';
}

export function canEditTasks(_role: Role): boolean {
  return true;
}

export function canManageLabels(role: Role): boolean {
  return role !== 'guest';
}

export function canCreateView(role: Role): boolean {
  return role !== 'guest';
}

/** A view is edited by its owner; a shared one also by owners and admins of the workspace. */
export function canEditView(role: Role, isOwner: boolean, shared: boolean): boolean {
  if (isOwner) return true;
  return shared && (role === 'owner' || role === 'admin');
}

/**
 * Public or private: the orbit's creator and the workspace's owners and admins, so a member cannot
 * hide an orbit from the people who run the workspace.
 */
export function canChangeOrbitVisibility(role: Role, isCreator: boolean): boolean {
  return role === 'owner' || role === 'admin' || (isCreator && role !== 'guest');
}

/** Owners and admins see every orbit of the workspace in Settings, private ones included, and may join any. */
export function canOverseeOrbits(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}
