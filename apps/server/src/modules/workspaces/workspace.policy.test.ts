import { type Role, roles } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import {
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
} from './workspace.policy.js';

// PRODUCT.md's roles table, row by row: [owner, admin, member, guest].
const table: [string, (role: Role) => boolean, boolean[]][] = [
  ['workspace settings', canEditWorkspaceSettings, [true, true, false, false]],
  ['plan', canManagePlan, [true, false, false, false]],
  ['delete workspace', canDeleteWorkspace, [true, false, false, false]],
  ['hand over to an admin', (role) => canHandOver(role, 'admin'), [true, false, false, false]],
  ['hand over to a member', (role) => canHandOver(role, 'member'), [true, false, false, false]],
  ['hand over to a guest', (role) => canHandOver(role, 'guest'), [false, false, false, false]],
  ['hand over to the owner', (role) => canHandOver(role, 'owner'), [false, false, false, false]],
  ['invite as member', (role) => canInvite(role, 'member'), [true, true, true, false]],
  ['invite as admin', (role) => canInvite(role, 'admin'), [true, true, false, false]],
  ['invite as guest', (role) => canInvite(role, 'guest'), [true, true, false, false]],
  ['invite as owner', (role) => canInvite(role, 'owner'), [false, false, false, false]],
  ['manage invites, links, members', canManageMembers, [true, true, false, false]],
  ['change a member to admin', (role) => canChangeRole(role, 'member', 'admin'), [true, true, false, false]],
  ['change an owner', (role) => canChangeRole(role, 'owner', 'member'), [false, false, false, false]],
  ['make someone owner', (role) => canChangeRole(role, 'admin', 'owner'), [false, false, false, false]],
  ['remove a member', (role) => canRemoveMember(role, 'member'), [true, true, false, false]],
  ['remove the owner', (role) => canRemoveMember(role, 'owner'), [false, false, false, false]],
  ['leave the workspace', canLeaveWorkspace, [false, true, true, true]],
  ['create orbits, topics, views', canCreateContent, [true, true, true, false]],
  ['see public orbits and topics', canSeePublicSpaces, [true, true, true, false]],
];

describe('workspace policy', () => {
  it.each(table)('%s', (_name, rule, expected) => {
    expect(roles.map((role) => rule(role))).toEqual(expected);
  });
});
