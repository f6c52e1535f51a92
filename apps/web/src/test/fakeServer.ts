import { vi } from 'vitest';

export type FakeRequest = { method: string; path: string; body: unknown };
type Handler = (request: FakeRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

/** What `GET /api/social/providers` answers in these tests (both, as the e2e server has one). */
export const configuredProviders = { providers: ['google', 'microsoft'] };

/**
 * Replaces fetch with `handler`, recording every request with its parsed JSON body. The auth pages'
 * read of the configured providers is answered here and not recorded.
 */
export function fakeServer(handler: Handler, providers = configuredProviders) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/social/providers') return jsonResponse(200, providers);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const request = { method: init?.method ?? 'GET', path: String(input), body };
      requests.push(request);
      return handler(request);
    }),
  );
  return requests;
}
