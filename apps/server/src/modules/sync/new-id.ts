import { randomBytes } from 'node:crypto';

// Crockford's base 32 in lower case: no i, l, o or u, so an id read aloud or retyped stays unambiguous.
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * A server id: 20 lowercase base-32 characters, the first 10 the time in milliseconds (so ids sort by
 * creation), the last 10 random (50 bits). It never contains a dash, which is how clients tell it from
 * a temporary id.
 */
export function newId(now = Date.now()): string {
  let time = '';
  let rest = now;
  for (let i = 0; i < 10; i += 1) {
    time = alphabet[rest % 32] + time;
    rest = Math.floor(rest / 32);
  }
  const bytes = randomBytes(10);
  let random = '';
  for (const byte of bytes) random += alphabet[byte % 32];
  return time + random;
}

/** A temporary id is what a client made up before the server answered: a UUID, so it has a dash. */
export function isTemporaryId(id: string): boolean {
  return id.includes('-');
}
