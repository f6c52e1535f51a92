/** Our uploaded avatars come in 64 and 256 pixels; a small avatar asks for the small file. */
export function avatarSrc(url: string, pixels: number): string {
  if (!url.startsWith('/api/avatars/') || url.includes('?')) return url;
  return pixels <= 48 ? `${url}?size=64` : url;
}
