import { discardEarlyMe } from '../earlyMe';
import { ApiRequestError } from './ApiRequestError';

/** Anything with zod's `parse`: the shared schemas fit, and lib stays free of a zod import. */
export type Parser<T> = { parse(input: unknown): T };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Never refresh on a 401 and never wait for a refresh (login, refresh and logout do this already). */
  skipRefresh?: boolean;
};

/**
 * With a `schema` the answer is parsed (and typed) by it; without one the caller names what it expects,
 * which is only safe for answers it ignores or checks itself.
 */
export type ApiRequest = <T = unknown>(
  path: string,
  options?: RequestOptions & { schema?: Parser<T> },
) => Promise<T>;

export type ApiClient = {
  request: ApiRequest;
  /** Called once for each refresh that fails; returns an unsubscribe function. */
  onSessionExpired(listener: () => void): () => void;
};

export const REFRESH_PATH = '/api/auth/refresh';

// A 401 from these means bad credentials or a dead session, not an expired access token.
const noRefreshPaths = new Set([
  '/api/auth/login',
  '/api/invites/login',
  '/api/invite-link/login',
  REFRESH_PATH,
  '/api/auth/logout',
]);

const baseHeaders = { 'X-Requested-With': 'orbit' };

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Reads an answer the client does not use to its end. A fetch whose body is never read stays open in
 * the browser (Chromium never reports it finished) until the Response is garbage-collected, holding
 * its resources and keeping the page's network from going idle.
 */
async function discardBody(response: Response): Promise<void> {
  await response.arrayBuffer().catch(() => undefined);
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason;
}

export function createApiClient(fetchImpl?: typeof fetch): ApiClient {
  // Looked up per call so a test (or a polyfill) can replace the global after import.
  const doFetch: typeof fetch = (input, init) => (fetchImpl ?? globalThis.fetch)(input, init);
  const listeners = new Set<() => void>();
  let refreshing: Promise<boolean> | null = null;
  // Counts finished refreshes: a request sent before the latest one may 401 with the old token and
  // takes that refresh's verdict (retry, or fail) instead of starting another one, which would rotate
  // the refresh token twice or report the same expiry twice.
  let generation = 0;
  let lastRefreshOk = false;

  function refresh(): Promise<boolean> {
    discardEarlyMe();
    refreshing ??= doFetch(REFRESH_PATH, { method: 'POST', credentials: 'include', headers: baseHeaders })
      .then(
        async (response) => {
          await discardBody(response);
          return response.ok;
        },
        () => false,
      )
      .then((ok) => {
        refreshing = null;
        generation += 1;
        lastRefreshOk = ok;
        if (!ok) for (const listener of [...listeners]) listener();
        return ok;
      });
    return refreshing;
  }

  function send(path: string, options: RequestOptions): Promise<Response> {
    const hasBody = options.body !== undefined;
    // A write may change who is signed in or what `me` says: the head's early answer is stale then.
    if ((options.method ?? 'GET') !== 'GET') discardEarlyMe();
    return doFetch(path, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: hasBody ? { ...baseHeaders, 'Content-Type': 'application/json' } : baseHeaders,
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  }

  async function request(
    path: string,
    options: RequestOptions & { schema?: Parser<unknown> } = {},
  ): Promise<unknown> {
    const refreshable = !options.skipRefresh && !noRefreshPaths.has(path.split('?')[0] ?? path);
    if (refreshable && refreshing) {
      const ok = await refreshing;
      throwIfAborted(options.signal);
      if (!ok) throw new ApiRequestError(401, undefined);
    }
    const sentAt = generation;
    let response = await send(path, options);
    if (response.status === 401 && refreshable) {
      const ok = generation !== sentAt ? lastRefreshOk : await refresh();
      throwIfAborted(options.signal);
      if (!ok) throw new ApiRequestError(401, await readBody(response));
      await discardBody(response);
      response = await send(path, options);
    }
    const body = await readBody(response);
    if (!response.ok) throw new ApiRequestError(response.status, body);
    return options.schema ? options.schema.parse(body) : body;
  }

  return {
    request: request as ApiRequest,
    onSessionExpired(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const apiClient = createApiClient();

/** The app's one way to call the server: credentials, JSON, the CSRF header, and refresh on 401. */
export const api: ApiRequest = apiClient.request;
