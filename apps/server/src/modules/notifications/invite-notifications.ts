import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { Tx } from '../sync/tx.js';
import type { ChangeRecorder } from '../sync/with-changes.js';
import { raiseNotifications } from './raise-notifications.js';

/** Inside an invite's acceptance: the person who sent it hears that `userId` joined. */
export async function notifyInviteAccepted(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  inviterId: string | null,
  userId: string,
): Promise<void> {
  if (!inviterId) return;
  const [joined] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  await raiseNotifications(tx, changes, {
    workspaceId,
    kind: 'invite_accepted',
    actorId: userId,
    target: { kind: 'member', id: userId },
    title: joined?.name.trim() || joined?.email || '',
    recipients: [inviterId],
    direct: true,
  });
}
