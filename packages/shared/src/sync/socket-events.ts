import { z } from 'zod';
import {
  callEnterEvent,
  callErrorEvent,
  callErrorSchema,
  callExitEvent,
  callMediaStateEvent,
  callMediaStateRelaySchema,
  callMediaStateSchema,
  callPeerJoinedEvent,
  callPeerJoinedSchema,
  callPeerLeftEvent,
  callPeerLeftSchema,
  callPeersEvent,
  callPeersSchema,
  callPublishingEvent,
  callPublishingSchema,
  callRefSchema,
  callRingEvent,
  callRingSchema,
  callRingStopEvent,
  callRingStopSchema,
  callSignalEvent,
  callSignalRelaySchema,
  callSignalSchema,
} from '../calls/calls.schemas.js';
import { chatTypingEvent, chatTypingRelaySchema, chatTypingSchema } from '../chat/chat.schemas.js';
import {
  presenceChangedEvent,
  presenceChangesSchema,
  presenceSetEvent,
  presenceSetSchema,
} from '../people/presence.schemas.js';
import {
  itemViewersEvent,
  itemViewersSchema,
  itemViewingEvent,
  itemViewingSchema,
} from './item-viewers.schemas.js';
import { liveChangeSchema, syncChangeEvent } from './sync.schemas.js';

/**
 * Sent to a socket once it is connected: the server's release, the sync protocol it speaks and the
 * oldest protocol it takes writes from (`protocol.ts`). A server from before the protocol numbers
 * sent only `version`: read as requiring nothing.
 */
export const serverHelloEvent = 'server.hello';
export const serverHelloSchema = z.object({
  version: z.string(),
  protocol: z.number().int().min(0).default(0),
  minClientProtocol: z.number().int().min(0).default(0),
});
export type ServerHello = z.infer<typeof serverHelloSchema>;

/**
 * Every event the server sends, with the zod schema of its one payload. The Socket.IO server and the
 * browser's socket are typed from this map, and the browser parses each payload with it on arrival.
 */
export const serverToClientEventSchemas = {
  [serverHelloEvent]: serverHelloSchema,
  [syncChangeEvent]: liveChangeSchema,
  [itemViewersEvent]: itemViewersSchema,
  [presenceChangedEvent]: presenceChangesSchema,
  [chatTypingEvent]: chatTypingRelaySchema,
  [callPeersEvent]: callPeersSchema,
  [callPeerJoinedEvent]: callPeerJoinedSchema,
  [callPeerLeftEvent]: callPeerLeftSchema,
  [callSignalEvent]: callSignalRelaySchema,
  [callMediaStateEvent]: callMediaStateRelaySchema,
  [callRingEvent]: callRingSchema,
  [callRingStopEvent]: callRingStopSchema,
  [callErrorEvent]: callErrorSchema,
} as const;

/** Every event a browser may send; the server parses each payload with its schema on arrival. */
export const clientToServerEventSchemas = {
  [itemViewingEvent]: itemViewingSchema,
  [presenceSetEvent]: presenceSetSchema,
  [chatTypingEvent]: chatTypingSchema,
  [callEnterEvent]: callMediaStateSchema,
  [callExitEvent]: callRefSchema,
  [callSignalEvent]: callSignalSchema,
  [callMediaStateEvent]: callMediaStateSchema,
  [callPublishingEvent]: callPublishingSchema,
} as const;

type SchemaMap = Record<string, z.ZodType>;

/** Socket.IO's event-map shape: one listener per event, taking the parsed payload. */
export type EventListeners<M extends SchemaMap> = {
  [K in keyof M]: (payload: z.infer<M[K]>) => void;
};

export type ServerToClientEventSchemas = typeof serverToClientEventSchemas;
export type ClientToServerEventSchemas = typeof clientToServerEventSchemas;
export type ServerToClientEvents = EventListeners<ServerToClientEventSchemas>;
export type ClientToServerEvents = EventListeners<ClientToServerEventSchemas>;
export type ServerToClientEvent = keyof ServerToClientEventSchemas;
export type ClientToServerEvent = keyof ClientToServerEventSchemas;
export type ServerEventPayload<E extends ServerToClientEvent> = z.infer<ServerToClientEventSchemas[E]>;
export type ClientEventPayload<E extends ClientToServerEvent> = z.infer<ClientToServerEventSchemas[E]>;

export type ParsedPayload<T> = { ok: true; data: T } | { ok: false; issues: string };

function parseWith<T>(schema: z.ZodType, payload: unknown): ParsedPayload<T> {
  const result = schema.safeParse(payload);
  // The schema is the event's own (the maps above), so what it accepted is that event's payload.
  if (result.success) return { ok: true, data: result.data as T };
  return { ok: false, issues: z.prettifyError(result.error) };
}

/** A payload that arrived from the server, checked against its event's schema. */
export function parseServerEvent<E extends ServerToClientEvent>(
  event: E,
  payload: unknown,
): ParsedPayload<ServerEventPayload<E>> {
  return parseWith(serverToClientEventSchemas[event], payload);
}

/** A payload that arrived from a browser, checked against its event's schema. */
export function parseClientEvent<E extends ClientToServerEvent>(
  event: E,
  payload: unknown,
): ParsedPayload<ClientEventPayload<E>> {
  return parseWith(clientToServerEventSchemas[event], payload);
}
