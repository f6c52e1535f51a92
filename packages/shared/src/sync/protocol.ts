/**
 * The sync protocol: the shape of what a browser writes (request bodies through the outbox), of the
 * rows it reads and of the socket's events. The web build carries the number of the code it was built
 * from; the server says on each connection (`server.hello`) the oldest number it still takes writes
 * from. A browser below that stops sending, keeps its writes queued and asks for a reload
 * (docs/SYNC.md, "Reload to update").
 *
 * Raise `syncProtocolVersion` with any change an open tab of the previous build would get wrong (a
 * body field renamed or made required, a row's meaning changed); raise `minClientProtocolVersion` to
 * it when the server can no longer take the older writes. A change older tabs handle (a new optional
 * field, a new entity they ignore) raises neither.
 */
export const syncProtocolVersion = 1;

/** The oldest protocol a browser may write with, by default (`SYNC_MIN_CLIENT_PROTOCOL` raises it). */
export const minClientProtocolVersion = 1;

/** Whether a browser speaking `clientProtocol` may write to a server requiring `requiredProtocol`. */
export function clientProtocolTooOld(clientProtocol: number, requiredProtocol: number): boolean {
  return clientProtocol < requiredProtocol;
}
