const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BASE = DIGITS.length;

function digit(s: string, i: number, fallback: number): number {
  const c = s[i];
  return c === undefined ? fallback : DIGITS.indexOf(c);
}

/**
 * A position string that sorts strictly between `a` and `b` (null: open end), for fractional-index
 * ordering: moving a task writes one row instead of renumbering its neighbours. Positions use
 * base-62 digits and never end in the lowest digit, so there is always room below.
 */
export function between(a: string | null, b: string | null): string {
  const lo = a ?? '';
  const hi = b ?? null;
  if (hi !== null && lo >= hi) throw new RangeError(`between: ${lo} is not below ${hi}`);
  let result = '';
  for (let i = 0; ; i++) {
    const l = digit(lo, i, 0);
    const h = hi === null ? BASE : digit(hi, i, BASE);
    if (l === h) {
      result += DIGITS[l];
      continue;
    }
    if (h - l > 1) return result + DIGITS[(l + h) >> 1];
    // Adjacent digits: keep the lower one and find room further along, now unbounded above.
    result += DIGITS[l];
    const rest = lo.slice(i + 1);
    return result + between(rest === '' ? null : rest, null);
  }
}

/** Positions for `count` rows appended after `last`, in order. */
export function positionsAfter(last: string | null, count: number): string[] {
  const out: string[] = [];
  let prev = last;
  for (let i = 0; i < count; i++) {
    prev = between(prev, null);
    out.push(prev);
  }
  return out;
}

type Positioned = { position?: unknown; id?: unknown };

/**
 * Rows in position order: positions are fractional keys compared by code unit (between() relies on
 * '0' < 'A' < 'a'; a locale-aware compare would put 'k' before 'V'), equal ones by id as the server
 * orders them, so every client shows the same order.
 */
export function comparePositions(a: Positioned, b: Positioned): number {
  const [x, y] = [String(a.position ?? ''), String(b.position ?? '')];
  if (x !== y) return x < y ? -1 : 1;
  const [p, q] = [String(a.id ?? ''), String(b.id ?? '')];
  return p < q ? -1 : p > q ? 1 : 0;
}
