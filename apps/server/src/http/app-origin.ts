import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * The origin a request was sent to, from its Host (X-Forwarded-Host and -Proto only when TRUST_PROXY
 * trusts the peer, which Fastify's `request.host` and `request.protocol` already honour).
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The address links in mail and redirects use: PUBLIC_URL, or without it the address of the request
 * that caused them, so a server opened at its LAN address mails links that work there.
 */
export function appUrl(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string {
  return config.publicUrl ?? requestOrigin(request);
}

/** Cookies are Secure whenever the app is reached over https (PUBLIC_URL, or a trusted proxy's word). */
export function isSecureContext(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): boolean {
  return config.publicUrl ? config.publicUrl.startsWith('https:') : request.protocol === 'https';
}
