import { randomBytes, randomInt } from 'node:crypto';
import { callMaxParticipants } from '@orbit/shared';
import type { JanusConfig } from '../../config.js';

// The app server's side of Janus (docs/CALLS.md): over Janus's HTTP API it creates one VideoRoom per
// SFU call, protected by a secret (which only the app server knows: it edits and destroys the room)
// and a pin (which each participant receives from POST …/join, and which lets them into that room only).

type JanusReply = {
  janus: string;
  data?: { id?: number };
  plugindata?: {
    data?: { videoroom?: string; error?: string; error_code?: number } & Record<string, unknown>;
  };
  error?: { code: number; reason: string };
};

let transactions = 0;

async function send(janus: JanusConfig, path: string, body: Record<string, unknown>): Promise<JanusReply> {
  transactions += 1;
  const payload = { ...body, transaction: `orbit-${process.pid}-${transactions}` };
  if (janus.apiSecret) Object.assign(payload, { apisecret: janus.apiSecret });
  const res = await fetch(`${janus.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(5_000),
  });
  if (!res.ok) throw new Error(`Janus answered ${res.status}`);
  const reply = (await res.json()) as JanusReply;
  if (reply.janus === 'error') throw new Error(`Janus: ${reply.error?.reason ?? 'error'}`);
  return reply;
}

/** Runs one VideoRoom request in a session of its own (created and destroyed around it). */
async function videoroomRequest(janus: JanusConfig, request: Record<string, unknown>): Promise<JanusReply> {
  const session = (await send(janus, '', { janus: 'create' })).data?.id;
  if (!session) throw new Error('Janus gave no session');
  try {
    const handle = (await send(janus, `/${session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' }))
      .data?.id;
    if (!handle) throw new Error('Janus gave no plugin handle');
    const reply = await send(janus, `/${session}/${handle}`, { janus: 'message', body: request });
    const data = reply.plugindata?.data;
    if (data?.error) throw new Error(`Janus VideoRoom: ${data.error}`);
    return reply;
  } finally {
    await send(janus, `/${session}`, { janus: 'destroy' }).catch(() => undefined);
  }
}

export type JanusRoom = { room: number; pin: string; secret: string };

/** A publisher's display in a call's room is its user's id; their screen share's has this suffix. */
export const screenDisplaySuffix = '|screen';

/** A new VideoRoom for one call. */
export async function createJanusRoom(janus: JanusConfig, callId: string): Promise<JanusRoom> {
  const room = randomInt(1, 2 ** 47);
  const pin = randomBytes(12).toString('base64url');
  const secret = randomBytes(24).toString('base64url');
  await videoroomRequest(janus, {
    request: 'create',
    room,
    description: `Orbit call ${callId}`,
    secret,
    pin,
    is_private: true,
    publishers: callMaxParticipants,
    permanent: false,
    audiolevel_event: true,
    // Subscriptions carry their publisher's private id, so kicking someone also cuts what they receive.
    require_pvtid: true,
    ...(janus.adminKey ? { admin_key: janus.adminKey } : {}),
  });
  return { room, pin, secret };
}

/** The call ended: its room goes (best effort; Janus forgets non-permanent rooms on restart anyway). */
export async function destroyJanusRoom(janus: JanusConfig, room: JanusRoom): Promise<void> {
  await videoroomRequest(janus, { request: 'destroy', room: room.room, secret: room.secret });
}

type JanusParticipant = { id: number; display?: string };

/** The room's participants (publishers), as the VideoRoom lists them to whoever knows the room. */
async function listParticipants(janus: JanusConfig, room: JanusRoom): Promise<JanusParticipant[]> {
  const listed = await videoroomRequest(janus, { request: 'listparticipants', room: room.room });
  const participants = (listed.plugindata?.data as { participants?: unknown } | undefined)?.participants;
  if (!Array.isArray(participants)) return [];
  return participants.flatMap((p: unknown): JanusParticipant[] => {
    if (typeof p !== 'object' || p === null) return [];
    const { id, display } = p as { id?: unknown; display?: unknown };
    if (typeof id !== 'number') return [];
    return [{ id, ...(typeof display === 'string' ? { display } : {}) }];
  });
}

/** Is this publisher someone's camera or screen share (its display: their user id, with the suffix)? */
const publishesFor = (participant: JanusParticipant, userId: string) =>
  participant.display === userId || participant.display === `${userId}${screenDisplaySuffix}`;

async function kick(janus: JanusConfig, room: JanusRoom, id: number): Promise<void> {
  await videoroomRequest(janus, { request: 'kick', room: room.room, secret: room.secret, id });
}

/**
 * Someone is out of the room for good (removed from the workspace): a new pin first (the one they
 * had opens nothing any more; everyone else gets the new one from POST …/join when they reconnect),
 * then each of their publishers (camera and screen) is kicked, which also ends their subscriptions.
 * Returns the new pin.
 */
export async function kickFromRoom(janus: JanusConfig, room: JanusRoom, userId: string): Promise<string> {
  const pin = randomBytes(12).toString('base64url');
  await videoroomRequest(janus, { request: 'edit', room: room.room, secret: room.secret, new_pin: pin });
  for (const participant of await listParticipants(janus, room)) {
    if (publishesFor(participant, userId)) await kick(janus, room, participant.id);
  }
  return pin;
}

/**
 * Someone's tab is in the room as the camera publisher `current` (docs/CALLS.md, "One tile per
 * person"): their publishers older than it (a smaller id: browsers ask for time-ordered ids), camera
 * or screen share, are left from a session that could not be ended, and are kicked (their
 * subscriptions with them). Null, with nothing kicked, when `current` is not their camera publisher
 * in the room; otherwise the ids kicked.
 */
export async function kickOlderPublishers(
  janus: JanusConfig,
  room: JanusRoom,
  userId: string,
  current: number,
): Promise<number[] | null> {
  const participants = await listParticipants(janus, room);
  if (!participants.some((p) => p.id === current && p.display === userId)) return null;
  const kicked: number[] = [];
  for (const p of participants) {
    if (p.id >= current || !publishesFor(p, userId)) continue;
    // One that left meanwhile is not there to kick ("No such user"): the others still go.
    const gone = await kick(janus, room, p.id).then(
      () => true,
      () => false,
    );
    if (gone) kicked.push(p.id);
  }
  return kicked;
}
