import { randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { testOrigin } from './build-test-app.js';

type StoredCookie = { value: string; path: string };
type Body = InjectOptions['payload'];
type Headers = Record<string, string>;

export type ApiClient = {
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Headers): Promise<LightMyRequestResponse>;
  post(url: string, body?: Body, headers?: Headers): Promise<LightMyRequestResponse>;
  patch(url: string, body?: Body, headers?: Headers): Promise<LightMyRequestResponse>;
  put(url: string, body?: Body, headers?: Headers): Promise<LightMyRequestResponse>;
  delete(url: string, headers?: Headers): Promise<LightMyRequestResponse>;
  /** The cookie as the browser holds it now. */
  cookie(name: string): string | undefined;
  setCookie(name: string, value: string, path?: string): void;
  clearCookies(): void;
  /** `name=value; ...` for the cookies a request to `url` would carry (e.g. for a socket handshake). */
  cookieHeader(url?: string): string;
  /** The client address the server sees (each client gets its own, so rate limits do not leak between tests). */
  readonly ip: string;
};

export type ApiClientOptions = {
  /** Sent as Origin; null sends none. */
  origin?: string | null;
  /** Send `X-Requested-With: orbit` (default true). */
  csrfHeader?: boolean;
  ip?: string;
};

/**
 * What the web app does on every call: the app's Origin, the CSRF header and the cookies the server
 * set before (a tiny cookie jar honouring path, max-age and deletion).
 */
export function createApiClient(app: FastifyInstance, options: ApiClientOptions = {}): ApiClient {
  const jar = new Map<string, StoredCookie>();
  const ip = options.ip ?? `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const origin = options.origin === undefined ? testOrigin : options.origin;

  const cookieHeader = (url = '/') => {
    const path = url.split('?')[0] ?? '/';
    return [...jar.entries()]
      .filter(
        ([, cookie]) =>
          path === cookie.path ||
          path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  };

  const request = async (inject: InjectOptions) => {
    const headers: Headers = {};
    if (origin) headers.origin = origin;
    if (options.csrfHeader !== false) headers['x-requested-with'] = 'orbit';
    const cookies = cookieHeader(inject.url as string);
    if (cookies) headers.cookie = cookies;
    const res = await app.inject({
      remoteAddress: ip,
      ...inject,
      headers: { ...headers, ...(inject.headers as Headers | undefined) },
    });
    for (const cookie of res.cookies) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') jar.delete(cookie.name);
      else jar.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
    }
    return res;
  };

  return {
    ip,
    request,
    get: (url, headers) => request({ method: 'GET', url, headers }),
    post: (url, body, headers) => request({ method: 'POST', url, payload: body, headers }),
    patch: (url, body, headers) => request({ method: 'PATCH', url, payload: body, headers }),
    put: (url, body, headers) => request({ method: 'PUT', url, payload: body, headers }),
    delete: (url, headers) => request({ method: 'DELETE', url, headers }),
    cookie: (name) => jar.get(name)?.value,
    setCookie(name, value, path = '/') {
      jar.set(name, { value, path });
    },
    clearCookies: () => jar.clear(),
    cookieHeader,
  };
}
