import type { InviteDto } from '@orbit/shared';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../http/app-error.js';
import { findInviteByToken } from './find-invite.js';
import { presentInvite } from './invite.presenter.js';

/** What the invite page shows before anyone logs in; the token is the secret from the mail. */
export async function getInvite(ctx: Pick<AppContext, 'db' | 'keys'>, token: string): Promise<InviteDto> {
  const found = await findInviteByToken(ctx, token);
  if (!found) throw notFound('Invite not found.');
  return presentInvite(found);
}
