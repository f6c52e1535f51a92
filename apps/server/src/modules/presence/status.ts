import { liveStatus, type MemberStatusDto, type SetStatusBody } from '@orbit/shared';
import { and, eq } from 'drizzle-orm';
import { memberships, users } from '../../db/schema/index.js';
import { unauthorized } from '../auth/require-user.js';
import type { Reader, Tx } from '../sync/tx.js';
import { type ChangeRecorder, type SyncContext, withChanges } from '../sync/with-changes.js';

type StatusColumns = {
  userId: string;
  statusEmoji: string;
  statusText: string;
  statusExpiresAt: Date | null;
};

const statusColumns = {
  userId: users.id,
  statusEmoji: users.statusEmoji,
  statusText: users.statusText,
  statusExpiresAt: users.statusExpiresAt,
};

export function presentStatus(row: StatusColumns): MemberStatusDto {
  return {
    userId: row.userId,
    emoji: row.statusEmoji,
    text: row.statusText,
    expiresAt: row.statusExpiresAt ? row.statusExpiresAt.toISOString() : null,
  };
}

/** The statuses of the workspace's people that are set and have not run out (the bootstrap). */
export async function loadWorkspaceStatuses(db: Reader, workspaceId: string): Promise<MemberStatusDto[]> {
  const rows = await db
    .select(statusColumns)
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.workspaceId, workspaceId)));
  return rows.map(presentStatus).filter((status) => liveStatus(status) !== null);
}

/** The person's status as every workspace of theirs hears it: a `memberStatus` upsert to each. */
async function recordStatus(tx: Tx, changes: ChangeRecorder, status: MemberStatusDto): Promise<void> {
  const joined = await tx
    .select({ workspaceId: memberships.workspaceId })
    .from(memberships)
    .where(eq(memberships.userId, status.userId));
  for (const { workspaceId } of joined) {
    await changes.record({
      workspaceId,
      entity: 'memberStatus',
      op: 'upsert',
      id: status.userId,
      data: status,
    });
  }
}

/**
 * Someone joined the workspace: their custom status, if one is set and live, is a `memberStatus`
 * upsert to it, so the people already there see it at once (a newcomer's own client reads everyone's
 * in its bootstrap).
 */
export async function recordStatusOnJoin(
  tx: Tx,
  changes: ChangeRecorder,
  workspaceId: string,
  userId: string,
): Promise<void> {
  const [row] = await tx.select(statusColumns).from(users).where(eq(users.id, userId));
  const status = row ? liveStatus(presentStatus(row)) : null;
  if (!status) return;
  await changes.record({ workspaceId, entity: 'memberStatus', op: 'upsert', id: userId, data: status });
}

/** PUT /api/people/me/status (and DELETE: `null`): set or clear one's custom status, everywhere at once. */
export async function setOwnStatus(
  sync: SyncContext,
  userId: string,
  input: SetStatusBody | null,
): Promise<MemberStatusDto> {
  return withChanges(sync, async (tx, changes) => {
    const [row] = await tx
      .update(users)
      .set({
        statusEmoji: input?.emoji ?? '',
        statusText: input?.text ?? '',
        statusExpiresAt: input?.expiresAt ? new Date(input.expiresAt) : null,
      })
      .where(eq(users.id, userId))
      .returning(statusColumns);
    if (!row) throw unauthorized();
    const status = presentStatus(row);
    await recordStatus(tx, changes, status);
    return status;
  });
}

/** GET /api/people/me/status. */
export async function getOwnStatus(db: Reader, userId: string): Promise<MemberStatusDto> {
  const [row] = await db.select(statusColumns).from(users).where(eq(users.id, userId));
  if (!row) throw unauthorized();
  return presentStatus(row);
}
