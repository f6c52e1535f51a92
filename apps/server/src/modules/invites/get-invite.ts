import type { InviteDto } from '@orbit/shared';
import type { Database } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import { findInvite } from './find-invite.js';
import { presentInvite } from './invite.presenter.js';

/** What the invite page shows before anyone logs in; the id itself is the secret from the mail. */
export async function getInvite(db: Database, inviteId: string): Promise<InviteDto> {
  const found = await findInvite(db, inviteId);
  if (!found) throw notFound('Invite not found.');
  return presentInvite(found);
}
