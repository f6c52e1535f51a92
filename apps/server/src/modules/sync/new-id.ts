import { randomBytes } from 'node:crypto';

// Crockford's base 32 in lower case: no i, l, o or u, so an id read aloud or retyped stays unambiguous.
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';

function encodeTime(ms: number): string {
  let time = '';
  let rest = ms;
  for (let i = 0; i < 10; i += 1) {
    time = alphabet[rest % 32] + time;
    rest = Math.floor(rest / 32);
  }
  return time;
}

function randomDigits(): number[] {
  return [...randomBytes(10)].map((byte) => byte % 32);
}

/** Adds one to a base-32 number written as digits (most significant first); false when it overflows. */
function increment(digits: number[]): boolean {
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    if ((digits[i] ?? 0) < 31) {
      digits[i] = (digits[i] ?? 0) + 1;
      return true;
    }
    digits[i] = 0;
  }
  return false;
}

let lastTime = -1;
let lastRandom: number[] = [];

/**
 * A server id: 20 lowercase base-32 characters, the first 10 the time in milliseconds, the last 10
 * random (50 bits). Ids made by this process sort in the order they were made, also within one
 * millisecond (or when the clock steps back): the random part then counts up from the previous id's.
 * It never contains a dash, which is how clients tell it from a temporary id.
 */
export function newId(now = Date.now()): string {
  let time = now;
  let digits: number[];
  if (time <= lastTime) {
    time = lastTime;
    digits = [...lastRandom];
    if (!increment(digits)) {
      // 2^50 ids in one millisecond cannot happen; move to the next millisecond all the same.
      time += 1;
      digits = randomDigits();
    }
  } else {
    digits = randomDigits();
  }
  lastTime = time;
  lastRandom = digits;
  return encodeTime(time) + digits.map((d) => alphabet[d]).join('');
}

/** A temporary id is what a client made up before the server answered: a UUID, so it has a dash. */
export function isTemporaryId(id: string): boolean {
  return id.includes('-');
}
