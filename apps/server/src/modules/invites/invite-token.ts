import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { AuthKeys } from '../auth/auth-keys.js';
import { isUuid } from './find-invite.js';

function inviteKey(keys: AuthKeys): Buffer {
  return Buffer.from(hkdfSync('sha256', keys.accessTokenSecret, '', 'orbit invite mail link', 32));
}

/** 128 bits of HMAC-SHA-256: the token stays within the 64 characters every id parameter allows. */
const mac = (keys: AuthKeys, inviteId: string) =>
  createHmac('sha256', inviteKey(keys)).update(inviteId).digest().subarray(0, 16).toString('base64url');

const UUID_LENGTH = 36;

/**
 * The secret of a mailed invite link: the invite's id with a MAC only this server can make. The id
 * alone is no secret (everyone who can see the invite list sees it); only the mail carries the MAC,
 * so only the mailbox that received it can accept the invite and so prove its address.
 */
export function inviteToken(keys: AuthKeys, inviteId: string): string {
  return `${inviteId}_${mac(keys, inviteId)}`;
}

/** The invite id a mailed token names; null for anything this server did not mail (a bare id included). */
export function inviteIdFromToken(keys: AuthKeys, token: string): string | null {
  const inviteId = token.slice(0, UUID_LENGTH);
  const given = token.slice(UUID_LENGTH + 1);
  if (token[UUID_LENGTH] !== '_' || !isUuid(inviteId)) return null;
  const expected = Buffer.from(mac(keys, inviteId));
  const presented = Buffer.from(given);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  return inviteId;
}
