import type { LightMyRequestResponse } from 'fastify';
import { type MutableResponse, type MutableToken, OAuth2Server } from 'oauth2-mock-server';
import type { ApiClient } from '../../test/api-client.js';

export type MockProvider = {
  /** `http://localhost:<port>`: loopback, so the server accepts it without https. */
  issuer: string;
  server: OAuth2Server;
  /** Claims put into the next tokens (ID token and access token alike); replaces earlier ones. */
  setClaims(claims: Record<string, unknown>): void;
  /** The userinfo endpoint's answer (it has only `sub` by default). */
  setUserinfo(body: Record<string, unknown>): void;
  stop(): Promise<void>;
};

/** A real OpenID Connect provider on a random loopback port that approves every authorization. */
export async function startMockProvider(port = 0): Promise<MockProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, '127.0.0.1');
  let claims: Record<string, unknown> = {};
  let userinfo: Record<string, unknown> | undefined;
  server.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, claims);
  });
  server.service.on('beforeUserinfo', (response: MutableResponse) => {
    if (userinfo) response.body = { ...userinfo };
  });
  const issuer = server.issuer.url;
  if (!issuer) throw new Error('the mock provider has no issuer URL');
  return {
    issuer,
    server,
    setClaims(next) {
      claims = { ...next };
    },
    setUserinfo(body) {
      userinfo = { ...body };
    },
    stop: () => server.stop(),
  };
}

export type ProviderRoundTrip = {
  /** The answer to GET /api/social/:provider. */
  start: LightMyRequestResponse;
  /** Where the provider sent the browser back (path and query); undefined when start did not go there. */
  callbackPath?: string;
};

/** Opens the start route and lets the provider approve, stopping before the callback is called. */
export async function goToProvider(client: ApiClient, startPath: string): Promise<ProviderRoundTrip> {
  const start = await client.get(startPath);
  const location = start.headers.location;
  if (start.statusCode !== 302 || typeof location !== 'string' || location.startsWith('/')) return { start };
  const authorize = await fetch(location, { redirect: 'manual' });
  const back = authorize.headers.get('location');
  if (!back) throw new Error(`the provider did not redirect back (${authorize.status})`);
  const url = new URL(back);
  return { start, callbackPath: `${url.pathname}${url.search}` };
}

/** The whole browser round trip: start, the provider's approval, then the callback's answer. */
export async function signInThroughProvider(
  client: ApiClient,
  startPath: string,
): Promise<LightMyRequestResponse> {
  const trip = await goToProvider(client, startPath);
  if (!trip.callbackPath) return trip.start;
  return client.get(trip.callbackPath);
}

/** The `error` query of a redirect to the login page. */
export function loginError(res: LightMyRequestResponse): string | null {
  const location = String(res.headers.location ?? '');
  if (!location.startsWith('/login?')) return null;
  return new URL(location, 'http://x.invalid').searchParams.get('error');
}
