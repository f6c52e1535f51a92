import { generateKeyBetween } from 'fractional-indexing';

const base62 = /^[0-9A-Za-z]+$/;

/** A key `fractional-indexing` accepts: base-62 digits, an integer part as long as its head says, no trailing zero. */
export function isOrderKey(key: string): boolean {
  if (!base62.test(key)) return false;
  try {
    generateKeyBetween(key, null);
    return true;
  } catch {
    return false;
  }
}

/** Nothing sorts strictly between `low` and `high` when `high` is `low` with zeros after it. */
const roomBetween = (low: string, high: string): boolean =>
  !(high.startsWith(low) && /^0+$/.test(high.slice(low.length)));

/** The integer part `s` would have as a key: its head's length of base-62 digits, padded with zeros. */
function integerOf(s: string): string | null {
  const head = s[0] ?? '';
  const length =
    head >= 'a' && head <= 'z'
      ? head.charCodeAt(0) - 95
      : head >= 'A' && head <= 'Z'
        ? 92 - head.charCodeAt(0)
        : 0;
  if (length === 0) return null;
  const digits = /^[0-9A-Za-z]*/.exec(s.slice(0, length))?.[0] ?? '';
  const integer = digits.padEnd(length, '0');
  return isOrderKey(integer) ? integer : null;
}

/** A valid key at or below `s`, or null (unbounded) when none is near. */
function keyBelow(s: string): string | null {
  const integer = integerOf(s);
  const head = s[0] ?? '';
  const key =
    integer === null
      ? head > 'z'
        ? 'z'.repeat(27)
        : 'Zz'
      : integer <= s
        ? integer
        : generateKeyBetween(null, integer);
  return isOrderKey(key) && key <= s ? key : null;
}

/** A valid key at or above `s`, or null (unbounded) when none is near. */
function keyAbove(s: string): string | null {
  const integer = integerOf(s);
  const key = integer === null ? 'a0' : generateKeyBetween(integer, null);
  return isOrderKey(key) && key >= s ? key : null;
}

// Each step halves the window, so a gap that exists is found well within this many steps.
const maxSteps = 1_000;

/** A valid key strictly inside (a, b), with room on both sides, searched in a window of valid keys. */
function validKeyBetween(a: string | null, b: string | null): string | null {
  // No valid key starts below 'A' or above 'z'.
  if ((b !== null && b < 'A') || (a !== null && a > '{')) return null;
  let low = a === null || isOrderKey(a) ? a : keyBelow(a);
  let high = b === null || isOrderKey(b) ? b : keyAbove(b);
  for (let step = 0; step < maxSteps; step += 1) {
    const key = generateKeyBetween(low, high);
    if (a !== null && (key <= a || !roomBetween(a, key))) low = key;
    else if (b !== null && (key >= b || !roomBetween(key, b))) high = key;
    else return key;
  }
  return null;
}

const withoutTrailingZeros = (s: string) => s.replace(/0+$/, '');

/**
 * Where no valid key fits (under a server id such as `01jq…`, which sorts below every valid key):
 * the library's midpoint of the two positions read as fractions, i.e. as keys behind the integer
 * part `a0`. Null when they are not base-62 or nothing fits.
 */
function fractionBetween(a: string | null, b: string | null): string | null {
  const low = withoutTrailingZeros(a ?? '');
  const high = b === null ? null : withoutTrailingZeros(b);
  if (high === '' || !/^[0-9A-Za-z]*$/.test(low) || (high !== null && !base62.test(high))) return null;
  if (high !== null && low >= high) return null;
  return generateKeyBetween(`a0${low}`, high === null ? 'a1' : `a0${high}`).slice(2);
}

/**
 * A key strictly between `a` and `b` (null: open end, `a` < `b`) when a neighbour is a legacy
 * position: the hand-made keys of earlier versions (`V`, `k`), the templates' `a00`, a server id.
 * Those keep their place (everything compares code unit by code unit). The new key is a valid
 * `fractional-indexing` key when one fits, so the next insertion next to it is an ordinary one, and
 * leaves room on both sides (it is never `a` or `b` with zeros after it, which nothing can go
 * between). Throws when no key fits.
 */
export function bridgeBetween(a: string | null, b: string | null): string {
  const key = validKeyBetween(a, b) ?? fractionBetween(a, b);
  const fits =
    key !== null &&
    (a === null || (key > a && roomBetween(a, key))) &&
    (b === null || (key < b && roomBetween(key, b)));
  if (!fits) throw new RangeError(`between: no key fits between ${a} and ${b}`);
  return key;
}
