import { and, desc, eq, exists, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { changeLog, memberships, orbitMembers, orbits } from '../../db/schema/index.js';
import { conversationsVisibleAmong } from '../chat/conversation-visibility.js';
import type { RecordedChange } from './record-change.js';
import { conversationRoom, orbitRoom, orgRoom, userRoom } from './rooms.js';
import { readSeqHorizon } from './seq-horizon.js';

// The fast path of live events (docs/SYNC.md, "Convergent clients"). A client moves its confirmed
// cursor over a live event only when it can prove it missed nothing below it. Numbers come from one
// sequence for every workspace and most changes are in rooms a given person is not in, so "seq is
// cursor + 1" almost never holds; instead each event carries, per recipient, `since`: no change that
// person may see has a number strictly between `since` and the event's. A client whose cursor has
// reached `since` (or that applied the event numbered `since` and could move up to it) moves its
// cursor to the event's number at once.

/** How many of the workspace's latest changes a proof looks back over. */
export const proofWindow = 200;

/** Readings of the horizon taken before giving up on a proof (the event then goes out without one). */
const settleReadings = 2;
const settleGapMs = 3;

/** Each change's `since` per recipient user, or nothing when no proof could be made. */
export type Proofs = Map<number, Map<string, number>>;

/**
 * Whether every change numbered up to `seq` has committed or rolled back, so that the log below it is
 * final. A proof made earlier could miss a change that commits later with a lower number.
 */
async function settledUpTo(db: Database, seq: number): Promise<boolean> {
  for (let reading = 0; reading < settleReadings; reading += 1) {
    if (reading > 0) await new Promise((resolve) => setTimeout(resolve, settleGapMs));
    const { settled } = await readSeqHorizon(db);
    if (settled !== null && settled >= seq) return true;
  }
  return false;
}

/** For each user, the orbits among `orbitIds` they see now (the one visibility rule, in SQL). */
async function visibleAmong(
  db: Database,
  userIds: readonly string[],
  orbitIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const seen = new Map<string, Set<string>>(userIds.map((id) => [id, new Set<string>()]));
  if (orbitIds.length === 0 || userIds.length === 0) return seen;
  const rows = await db
    .select({ orbitId: orbits.id, userId: memberships.userId })
    .from(orbits)
    .innerJoin(memberships, eq(memberships.workspaceId, orbits.workspaceId))
    .where(
      and(
        inArray(orbits.id, [...orbitIds]),
        inArray(memberships.userId, [...userIds]),
        or(
          and(eq(orbits.visibility, 'public'), ne(memberships.role, 'guest')),
          exists(
            sql`(select 1 from ${orbitMembers} where ${orbitMembers.orbitId} = ${orbits.id} and ${orbitMembers.userId} = ${memberships.userId})`,
          ),
        ),
      ),
    );
  for (const row of rows) seen.get(row.userId)?.add(row.orbitId);
  return seen;
}

/**
 * The `since` of each of one workspace's changes (one write's, in number order) for each of its
 * recipients (`recipientsOf`, the users with a socket in its room): the highest number below the change in a room that user is in now (their workspace
 * room, their own, the orbits and the topics and dms they see), looking back over the workspace's last `proofWindow`
 * changes; when none of those is theirs, the number just below the oldest one looked at. Null when the
 * log below these changes is not final yet (a write still running may hold a lower number).
 */
/** The rooms whose readers this module knows how to tell (rooms.ts, readerRooms). */
const provenRoomKinds = /^(?:org|user|orbit|conversation):/;

export async function proveChanges(
  db: Database,
  workspaceId: string,
  changes: readonly RecordedChange[],
  recipientsOf: (change: RecordedChange) => readonly string[],
): Promise<Proofs | null> {
  const top = Math.max(...changes.map((change) => change.seq));
  const recipients = [...new Set(changes.flatMap((change) => recipientsOf(change)))];
  if (recipients.length === 0 || !(await settledUpTo(db, top))) return null;
  const window = await db
    .select({ seq: changeLog.seq, room: changeLog.room })
    .from(changeLog)
    .where(and(eq(changeLog.workspaceId, workspaceId), lt(changeLog.seq, top)))
    .orderBy(desc(changeLog.seq))
    .limit(proofWindow);
  const orbitIds = [
    ...new Set(window.flatMap((row) => (row.room.startsWith('orbit:') ? [row.room.slice(6)] : []))),
  ];
  const visible = await visibleAmong(db, recipients, orbitIds);
  // Topics and dms have rooms of their own (chat): a change there is below the event for its viewers.
  const conversationIds = [
    ...new Set(window.flatMap((row) => (row.room.startsWith('conversation:') ? [row.room.slice(13)] : []))),
  ];
  const conversationsSeen = await conversationsVisibleAmong(db, recipients, conversationIds);
  const floor = (window.at(-1)?.seq ?? top) - 1;
  // Each user's rooms, made once: the same for every change of the write.
  const roomsByUser = new Map<string, Set<string>>();
  const roomsOf = (userId: string) => {
    let rooms = roomsByUser.get(userId);
    if (!rooms) {
      rooms = new Set([
        orgRoom(workspaceId),
        userRoom(userId),
        ...[...(visible.get(userId) ?? [])].map(orbitRoom),
        ...[...(conversationsSeen.get(userId) ?? [])].map(conversationRoom),
      ]);
      roomsByUser.set(userId, rooms);
    }
    return rooms;
  };
  const proofs: Proofs = new Map();
  for (const change of changes) {
    const perUser = new Map<string, number>();
    // Only the change's own recipients: a write of one notification per person (a mention of
    // everyone) is two thousand changes of one reader each, not two thousand times two thousand.
    for (const userId of recipientsOf(change)) {
      const rooms = roomsOf(userId);
      // The window is newest first: the first of theirs below the change is the one just below it.
      // A room of a kind not read here (a call's, say) may be theirs: it counts as below, which at
      // worst leaves the client to confirm with a catch-up, never to skip a change it may see.
      const below = window.find(
        (row) => row.seq < change.seq && (rooms.has(row.room) || !provenRoomKinds.test(row.room)),
      );
      perUser.set(userId, below ? below.seq : Math.min(floor, change.seq - 1));
    }
    proofs.set(change.seq, perUser);
  }
  return proofs;
}
