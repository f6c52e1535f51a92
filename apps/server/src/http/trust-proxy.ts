import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config.js';

/** Whether the peer at `address`, `hop` steps from this server (0 = the direct peer), is a proxy we trust. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as one function for Fastify (client address, Host, protocol) and the socket handshake
 * alike. A hop count trusts the last N peers whoever they are, so it is only for an app that nothing
 * but its proxy can reach; a list trusts exactly those addresses.
 */
export function createTrustFunction(trust: TrustProxy): TrustFunction {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

const lastEntry = (value: string) => value.slice(value.lastIndexOf(',') + 1).trim();

/** The Host a raw request was sent to: X-Forwarded-Host only from a trusted proxy (as Fastify's `request.host`). */
export function forwardedHost(req: IncomingMessage, trust: TrustFunction): string {
  const forwarded = req.headers['x-forwarded-host'];
  const peer = req.socket?.remoteAddress;
  if (typeof forwarded === 'string' && forwarded !== '' && peer && trust(peer, 0))
    return lastEntry(forwarded);
  return req.headers.host ?? '';
}
