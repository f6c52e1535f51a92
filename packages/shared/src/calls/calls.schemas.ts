import { z } from 'zod';
import { idSchema } from '../input/text.js';

// Calls (docs/CALLS.md): the synced `call` entity, the routes' bodies and answers, and the signalling
// events that travel on the app's socket between the people of one call.

export const callKinds = ['adhoc', 'direct', 'conversation'] as const;
export type CallKind = (typeof callKinds)[number];

/**
 * Where a person stands in a call: `invited` (ringing, or not answered yet), `joined` (in it now),
 * `left` (was in it), `declined`, `missed` (rung and never answered), `removed` (taken out of it by
 * whoever started it or an admin: they cannot join it again).
 */
export const participantStates = ['invited', 'joined', 'left', 'declined', 'missed', 'removed'] as const;
export type ParticipantState = (typeof participantStates)[number];

/** How the media of a call travels: browser to browser (mesh) or through Janus (sfu). */
export const callMediaKinds = ['mesh', 'sfu'] as const;
export type CallMediaKind = (typeof callMediaKinds)[number];

/** How long an invited person's tabs ring before the call counts as missed for them. */
export const callRingMs = 30_000;
/** The most people in one peer-to-peer call unless CALL_MESH_LIMIT says otherwise. */
export const defaultMeshLimit = 4;
/** The most people on one call screen (the grid fits 1–16 tiles). */
export const callMaxParticipants = 16;

/** POST /calls/:id/participants/:userId/remove: who is taken out of the call. */
export const callParticipantParamsSchema = z.object({ id: idSchema, userId: idSchema });

export const callParticipantSchema = z.object({
  userId: z.string(),
  state: z.enum(participantStates),
  /** Asked to join by whoever started the call (rung), as opposed to someone who opened its link. */
  invited: z.boolean(),
  /** First time they joined (null: never). */
  joinedAt: z.string().nullable(),
  leftAt: z.string().nullable(),
});
export type CallParticipantDto = z.infer<typeof callParticipantSchema>;

/** A call as its audience (room `call:{id}`: the people in it or asked to it) receives it. */
export const callSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  kind: z.enum(callKinds),
  conversationId: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** When the first person joined (the ringing starts then); null before. */
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endedBy: z.string().nullable(),
  media: z.enum(callMediaKinds),
  participants: z.array(callParticipantSchema),
  seq: z.number(),
});
export type CallDto = z.infer<typeof callSchema>;

export const startCallSchema = z
  .object({
    /** People to ring (besides the caller); empty for an ad hoc meeting anyone in the workspace may join. */
    inviteeIds: z
      .array(idSchema)
      .max(callMaxParticipants - 1)
      .default([]),
    /** A chat conversation whose members are rung (once chat lands). */
    conversationId: idSchema.nullable().default(null),
  })
  .strict();
export type StartCallBody = z.infer<typeof startCallSchema>;

export const callParamsSchema = z.object({ id: idSchema });

export const callHistoryQuerySchema = z
  .object({
    /** Calls created before this call (its id), for the next page. */
    before: idSchema.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();

/** An entry of RTCConfiguration.iceServers. */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;
export const iceServersSchema = z.object({
  iceServers: z.array(iceServerSchema),
  /**
   * Where browsers reach Janus (JANUS_PUBLIC_URL), null without one: the lobby of an SFU call opens
   * its Janus session there before the join (nothing in a session opens a room; the pin does).
   */
  janusUrl: z.string().nullable(),
  /**
   * The join's `iceTransportPolicy` (ICE_TRANSPORT_POLICY), so the lobby can make its peer
   * connections before the join (docs/CALLS.md, "Joining early").
   */
  iceTransportPolicy: z.enum(['all', 'relay']),
});
export type IceServersResult = z.infer<typeof iceServersSchema>;

/** What a person joining an SFU call needs: the gateway's address, the room and its pin. Never the admin secret. */
export const janusAccessSchema = z.object({ url: z.string(), room: z.number().int(), pin: z.string() });
export type JanusAccess = z.infer<typeof janusAccessSchema>;

export const joinCallResultSchema = z.object({
  call: callSchema,
  iceServers: z.array(iceServerSchema),
  /** `relay`: the browser connects only through the TURN servers of iceServers (ICE_TRANSPORT_POLICY). */
  iceTransportPolicy: z.enum(['all', 'relay']),
  media: z.enum(callMediaKinds),
  /** Only for an SFU call. */
  janus: janusAccessSchema.nullable(),
});
export type JoinCallResult = z.infer<typeof joinCallResultSchema>;

/** One row of the history: the call and how it went for the reader. */
export const callHistoryEntrySchema = z.object({
  call: callSchema,
  /** The reader's own outcome: joined at some point, declined, missed, or still invited. */
  outcome: z.enum(['answered', 'declined', 'missed', 'ringing', 'ongoing']),
  /** Seconds from the first join to the end (null while going on or never answered). */
  durationSeconds: z.number().int().nullable(),
});
export type CallHistoryEntry = z.infer<typeof callHistoryEntrySchema>;

// --- Signalling (socket events) ---------------------------------------------------------------------

/** An SDP is a few kilobytes; anything past this is refused (a 64 KB cap leaves room for many tracks). */
export const sdpMax = 65_536;
export const candidateMax = 2_048;

/** Browser → server: this socket takes part in the call's media (after POST …/join), with its media state (callMediaStateSchema). */
export const callEnterEvent = 'call.enter';
/** Browser → server: this socket stops taking part (leaving, or the page going away). */
export const callExitEvent = 'call.exit';
export const callRefSchema = z.object({ callId: idSchema });

/**
 * Browser → server, in a call through Janus: this socket's tab is in the call's room as the camera
 * publisher `publisherId` (the id it asked Janus for). The server kicks that person's older
 * publishers from the room (docs/CALLS.md, "One tile per person"); `call.error` `unknown_publisher`
 * when that id is not their camera publisher there (nothing is kicked then).
 */
export const callPublishingEvent = 'call.publishing';
export const callPublishingSchema = z.object({
  callId: idSchema,
  publisherId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** Server → the entering socket: who is in the media session already (it offers to each). */
export const callPeersEvent = 'call.peers';
export const callPeerSchema = z.object({
  peerId: z.string(),
  userId: z.string(),
  muted: z.boolean(),
  camera: z.boolean(),
  screen: z.boolean(),
});
export type CallPeer = z.infer<typeof callPeerSchema>;
export const callPeersSchema = z.object({ callId: z.string(), peers: z.array(callPeerSchema) });

/** Server → the call's other sockets: someone's socket entered / left the media session. */
export const callPeerJoinedEvent = 'call.peer.joined';
export const callPeerJoinedSchema = z.object({ callId: z.string(), peer: callPeerSchema });
export const callPeerLeftEvent = 'call.peer.left';
export const callPeerLeftSchema = z.object({
  callId: z.string(),
  peerId: z.string(),
  userId: z.string(),
  /** `left`: on purpose; `lost`: the connection dropped (shown as reconnecting for a while). */
  reason: z.enum(['left', 'lost']),
});

const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: z.string().min(1).max(sdpMax),
});
const iceCandidateSchema = z.object({
  candidate: z.string().max(candidateMax),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(1024).nullable().optional(),
});

/** Browser → server → one peer of the same call: an offer, an answer or an ICE candidate. */
export const callSignalEvent = 'call.signal';
export const callSignalSchema = z
  .object({
    callId: idSchema,
    /** The peer (socket) it is for. */
    to: z.string().min(1).max(64),
    description: sessionDescriptionSchema.optional(),
    candidate: iceCandidateSchema.optional(),
  })
  .refine((s) => (s.description ? 1 : 0) + (s.candidate ? 1 : 0) === 1, {
    message: 'Send either a description or a candidate.',
  });
export type CallSignal = z.infer<typeof callSignalSchema>;
/** What the peer receives: the same, with who sent it instead of whom it is for. */
export const callSignalRelaySchema = z.object({
  callId: z.string(),
  from: z.string(),
  userId: z.string(),
  description: sessionDescriptionSchema.optional(),
  candidate: iceCandidateSchema.optional(),
});
export type CallSignalRelay = z.infer<typeof callSignalRelaySchema>;

/** Browser → server → the call's other sockets: mute, camera and screen share of one peer. */
export const callMediaStateEvent = 'call.media';
export const callMediaStateSchema = z.object({
  callId: idSchema,
  muted: z.boolean(),
  camera: z.boolean(),
  screen: z.boolean(),
});
export const callMediaStateRelaySchema = callPeerSchema.extend({ callId: z.string() });

/** Server → the browsers of an invited person (every tab): ring, or stop ringing. */
export const callRingEvent = 'call.ring';
export const callRingSchema = z.object({
  workspaceId: z.string(),
  callId: z.string(),
  fromUserId: z.string().nullable(),
  /** When the ringing stops by itself (the call then counts as missed). */
  until: z.string(),
});
export const callRingStopEvent = 'call.ring.stop';
export const callRingStopSchema = z.object({
  callId: z.string(),
  reason: z.enum(['answered', 'declined', 'missed', 'ended']),
});

/**
 * Server → one socket: a signalling message refused (not in the call, peer unknown, bad payload), or
 * to every tab of someone removed from the workspace (`removed`: hang up).
 */
export const callErrorEvent = 'call.error';
export const callErrorSchema = z.object({
  callId: z.string(),
  /**
   * `removed`: no longer a member of the workspace; `removed_from_call`: taken out of this call;
   * `unknown_publisher`: a `call.publishing` naming no camera publisher of theirs in the room;
   * `joined_elsewhere`: the same person entered the call from another tab (this one hangs up).
   */
  code: z.enum([
    'not_in_call',
    'unknown_peer',
    'call_ended',
    'bad_payload',
    'removed',
    'removed_from_call',
    'unknown_publisher',
    'joined_elsewhere',
  ]),
  message: z.string(),
});

/** GET /calls: the history, newest first. */
export const callHistorySchema = z.array(callHistoryEntrySchema);
