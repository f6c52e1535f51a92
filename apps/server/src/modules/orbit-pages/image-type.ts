/**
 * What an image file really is, read from its first bytes (never from its name or the type the
 * browser claimed): PNG, JPEG, GIF or WebP, the raster images boards and documents show. Anything
 * else (SVG included: it can carry script) is null.
 */
export function sniffImageType(head: Uint8Array): string | null {
  const starts = (bytes: readonly number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) {
    return 'image/gif';
  }
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The first `count` bytes of a stream (fewer when it is shorter); the rest is left unread. */
export async function readHead(stream: AsyncIterable<Uint8Array>, count: number): Promise<Uint8Array> {
  const head = new Uint8Array(count);
  let filled = 0;
  for await (const chunk of stream) {
    const take = Math.min(count - filled, chunk.length);
    head.set(chunk.subarray(0, take), filled);
    filled += take;
    if (filled >= count) break;
  }
  return head.subarray(0, filled);
}
