import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { MissedCallHandler } from '../calls/missed-call.js';
import { raiseNotifications } from './raise-notifications.js';

/**
 * The inbox's handler of calls' missed-call hook (registered with the routes): the person rung who did
 * not answer hears "missed call from …", one row per call, in the transaction that marked it missed.
 */
export const notifyMissedCall: MissedCallHandler = async (tx, changes, missed) => {
  const [caller] = missed.fromUserId
    ? await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, missed.fromUserId))
    : [];
  await raiseNotifications(tx, changes, {
    workspaceId: missed.workspaceId,
    kind: 'missed_call',
    actorId: missed.fromUserId,
    target: { kind: 'call', id: missed.callId },
    title: caller?.name.trim() || caller?.email || '',
    recipients: [missed.userId],
    direct: true,
  });
};
