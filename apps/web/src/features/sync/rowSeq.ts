/**
 * The change-log number a stored row was last written at, or -1 for a row that has none (made on this
 * device, not yet answered): a change applies only when its number is above it.
 */
export function rowSeq(row: unknown): number {
  const seq = typeof row === 'object' && row !== null ? (row as { seq?: unknown }).seq : undefined;
  return typeof seq === 'number' ? seq : -1;
}
