import type { AppContext } from '../../app-context.js';
import { withChanges } from '../sync/with-changes.js';
import { addMember } from '../workspaces/add-member.js';
import { findInviteLinkTarget, type InviteLinkTarget } from './find-invite-link.js';

/** Joins the user as a member through an enabled link; null when the link does not work. */
export async function joinByInviteLink(
  ctx: AppContext,
  userId: string,
  token: string,
): Promise<InviteLinkTarget | null> {
  const workspace = await findInviteLinkTarget(ctx.db, token);
  if (!workspace) return null;
  await withChanges(ctx, (tx, changes) => addMember(ctx, tx, changes, workspace.id, userId, 'member'));
  return workspace;
}
