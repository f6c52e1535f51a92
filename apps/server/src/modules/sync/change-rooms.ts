import { type ChangeDto, syncChangeEvent } from '@orbit/shared';
import type { Database } from '../../db/database.js';
import type { Logger } from '../../logger.js';
import type { SocketServer } from '../../realtime/socket-server.js';
import { notifyCommittedChanges } from './committed-changes.js';
import { proveChanges } from './live-proof.js';
import type { RecordedChange } from './record-change.js';

export { orbitRoom } from './rooms.js';

export type EmitContext = { db: Database; io: SocketServer; logger: Logger };

export function toChangeDto(change: RecordedChange): ChangeDto {
  return {
    workspaceId: change.workspaceId,
    seq: change.seq,
    entity: change.entity,
    op: change.op,
    id: change.id,
    data: change.data ?? null,
  };
}

/** One write's changes of each workspace, in number order. */
function byWorkspace(changes: readonly RecordedChange[]): RecordedChange[][] {
  const groups = new Map<string, RecordedChange[]>();
  for (const change of changes) {
    const group = groups.get(change.workspaceId);
    if (group) group.push(change);
    else groups.set(change.workspaceId, [change]);
  }
  return [...groups.values()].map((group) => group.sort((a, b) => a.seq - b.seq));
}

/**
 * One workspace's changes to the sockets in each change's room, each socket told its user's `since`
 * (live-proof.ts), so that its client can move its cursor without asking the server. Sockets of one
 * user get the same event; users sharing a `since` get one emit.
 */
async function emitProven(ctx: EmitContext, batch: readonly RecordedChange[]): Promise<void> {
  const rooms = new Set(batch.map((change) => change.room));
  const socketsByRoom = new Map<string, { id: string; userId: string }[]>(
    [...rooms].map((room) => [room, []]),
  );
  // One request for every room of the write (across instances, one round through Redis), not one per
  // room: each socket says which rooms it is in.
  for (const socket of await ctx.io.in([...rooms]).fetchSockets()) {
    for (const room of socket.rooms) {
      if (rooms.has(room)) socketsByRoom.get(room)?.push({ id: socket.id, userId: socket.data.userId });
    }
  }
  const usersByRoom = new Map(
    [...socketsByRoom].map(([room, sockets]) => [room, [...new Set(sockets.map((socket) => socket.userId))]]),
  );
  const workspaceId = batch[0]?.workspaceId;
  if (!workspaceId || ![...usersByRoom.values()].some((users) => users.length > 0)) return;
  const proofs = await proveChanges(
    ctx.db,
    workspaceId,
    batch,
    (change) => usersByRoom.get(change.room) ?? [],
  );
  for (const change of batch) {
    const dto = toChangeDto(change);
    const perUser = proofs?.get(change.seq);
    if (!perUser) {
      // The log below it is not final yet: no proof; the client confirms with a catch-up.
      ctx.io.to(change.room).emit(syncChangeEvent, dto);
      continue;
    }
    const groups = new Map<number, string[]>();
    const unproven: string[] = [];
    for (const socket of socketsByRoom.get(change.room) ?? []) {
      const since = perUser.get(socket.userId);
      if (since === undefined) unproven.push(socket.id);
      else {
        const group = groups.get(since);
        if (group) group.push(socket.id);
        else groups.set(since, [socket.id]);
      }
    }
    for (const [since, socketIds] of groups) ctx.io.to(socketIds).emit(syncChangeEvent, { ...dto, since });
    // A socket whose user has no proof (none should) still gets the change, without one.
    if (unproven.length > 0) ctx.io.to(unproven).emit(syncChangeEvent, dto);
  }
}

/**
 * Each committed change to the room it was logged for, in number order, with its proof for each
 * recipient when one can be made. A failure to make proofs still sends every change, without them.
 */
export async function emitChanges(ctx: EmitContext, changes: readonly RecordedChange[]): Promise<void> {
  notifyCommittedChanges(ctx.io, changes);
  for (const batch of byWorkspace(changes)) {
    try {
      await emitProven(ctx, batch);
    } catch (error) {
      ctx.logger.warn({ err: error }, 'live proofs failed; changes sent without them');
      for (const change of batch) ctx.io.to(change.room).emit(syncChangeEvent, toChangeDto(change));
    }
  }
}
