import { randomBytes } from 'node:crypto';

const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * A call's id: 20 random base-32 characters (100 bits), no dash. Unlike other server ids it carries no
 * time: a meeting link is its id, so it must not be guessable from the links of calls made around it.
 */
export function newCallId(): string {
  return [...randomBytes(20)].map((byte) => alphabet[byte % 32]).join('');
}
