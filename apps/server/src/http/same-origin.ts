/**
 * How a browser request's Origin relates to this server: `same` (the app itself), `public-url`
 * (the app opened at its own address, but not at the configured PUBLIC_URL: an operator's setting to
 * fix, not an attack) or `cross` (another site, or no Origin at all).
 */
export type OriginVerdict = 'same' | 'public-url' | 'cross';

function parseOrigin(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The Host header read with the Origin's scheme, so `example.com` and `example.com:443` compare alike. */
function sameHost(origin: URL, host: string): boolean {
  if (host === '') return false;
  try {
    return new URL(`${origin.protocol}//${host}`).host === origin.host;
  } catch {
    return false;
  }
}

/**
 * With PUBLIC_URL the app has one origin. Without it, a request whose Origin names the very Host it
 * was sent to is the app's own page (a cross-site page cannot make the browser send our Host with its
 * Origin); the scheme is not compared, since a TLS-terminating proxy may hide it.
 */
export function judgeOrigin(
  origin: string | undefined,
  host: string,
  publicUrl: string | undefined,
): OriginVerdict {
  const url = origin ? parseOrigin(origin) : null;
  if (!url) return 'cross';
  if (publicUrl === undefined) return sameHost(url, host) ? 'same' : 'cross';
  if (url.origin === new URL(publicUrl).origin) return 'same';
  return sameHost(url, host) ? 'public-url' : 'cross';
}

/** What a refused request answers when only PUBLIC_URL stands in the way: the setting to change. */
export function publicUrlMismatchMessage(origin: string, publicUrl: string): string {
  return `Orbit was opened at ${origin}, but its PUBLIC_URL is ${publicUrl}. Open Orbit at ${publicUrl}, or set PUBLIC_URL to the address you use.`;
}
