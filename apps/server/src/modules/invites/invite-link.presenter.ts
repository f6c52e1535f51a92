import type { InviteLinkDto } from '@orbit/shared';
import type { InviteLinkRow } from '../../db/schema/index.js';

export function presentInviteLink(row: InviteLinkRow, publicUrl: string): InviteLinkDto {
  return {
    token: row.token,
    enabled: row.enabled,
    url: `${publicUrl}/invite?join=${encodeURIComponent(row.token)}`,
  };
}
