import { loginResponseSchema } from '@orbit/shared';
import { describe, expect, it, vi } from 'vitest';
import { takeEarlyMe } from '../earlyMe';
import { ApiRequestError } from './ApiRequestError';
import { createApiClient } from './apiClient';

type Call = { url: string; init: RequestInit };

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

/** A fake server: answers each request with the handler's response and records it. */
function fakeFetch(handler: (url: string, call: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init: init ?? {} });
    return handler(url, calls.filter((c) => c.url === url).length);
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('api', () => {
  it("a write discards the page head's early `me` answer (it may be stale after it); a read keeps it", async () => {
    const { fetchImpl } = fakeFetch(() => json(200, { ok: true }));
    const { request } = createApiClient(fetchImpl);
    window.__orbitEarlyMe = Promise.resolve(json(200, { user: 'before' }));
    await request('/api/orgs/acme/items');
    expect(window.__orbitEarlyMe).toBeDefined();
    await request('/api/auth/verify', { method: 'POST', body: { token: 't' } });
    expect(window.__orbitEarlyMe).toBeUndefined();
    expect(await takeEarlyMe()).toBeUndefined();
  });

  it('sends credentials, the CSRF header and a JSON body', async () => {
    const { fetchImpl, calls } = fakeFetch(() => json(200, { redirect: '/acme' }));
    const { request } = createApiClient(fetchImpl);
    const result = await request('/api/auth/login', {
      method: 'POST',
      body: { email: 'a@b.c' },
      schema: loginResponseSchema,
    });
    expect(result).toEqual({ redirect: '/acme' });
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"email":"a@b.c"}',
      headers: { 'X-Requested-With': 'orbit', 'Content-Type': 'application/json' },
    });
  });

  it('sends GET without a body or content type, and returns undefined for 204', async () => {
    const { fetchImpl, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    expect(await createApiClient(fetchImpl).request('/api/things')).toBeUndefined();
    expect(calls[0]?.init).toMatchObject({
      method: 'GET',
      body: undefined,
      headers: { 'X-Requested-With': 'orbit' },
    });
  });

  it('throws ApiRequestError with the status and parsed body', async () => {
    const { fetchImpl } = fakeFetch(() => json(400, { email: 'Wrong email or password.' }));
    const error = await createApiClient(fetchImpl)
      .request('/api/auth/login', { method: 'POST', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, body: { email: 'Wrong email or password.' } });
  });

  it('rejects a response that does not match the schema', async () => {
    const { fetchImpl } = fakeFetch(() => json(200, { redirect: 42 }));
    await expect(
      createApiClient(fetchImpl).request('/api/auth/login', { method: 'POST', schema: loginResponseSchema }),
    ).rejects.toThrow();
  });
});

describe('a 401', () => {
  it('refreshes once with an empty body and retries the call', async () => {
    const { fetchImpl, calls } = fakeFetch((url, n) => {
      if (url === '/api/auth/refresh') return new Response(null, { status: 204 });
      return n === 1 ? json(401, { code: 'unauthorized' }) : json(200, { ok: true });
    });
    expect(await createApiClient(fetchImpl).request('/api/auth/me')).toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/me', '/api/auth/refresh', '/api/auth/me']);
    expect(calls[1]?.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(calls[1]?.init.body).toBeUndefined();
  });

  it('retries only once: a second 401 is thrown', async () => {
    const { fetchImpl, calls } = fakeFetch((url) =>
      url === '/api/auth/refresh' ? new Response(null, { status: 204 }) : json(401),
    );
    await expect(createApiClient(fetchImpl).request('/api/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/me', '/api/auth/refresh', '/api/auth/me']);
  });

  it('shares one refresh between concurrent 401s and pauses calls made meanwhile', async () => {
    const refreshAnswer = deferred<Response>();
    let refreshed = false;
    const { fetchImpl, calls } = fakeFetch((url) => {
      if (url === '/api/auth/refresh') return refreshAnswer.promise;
      return refreshed ? json(200, { url }) : json(401);
    });
    const client = createApiClient(fetchImpl);
    const first = client.request('/api/a');
    const second = client.request('/api/b');
    await vi.waitFor(() => expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1));
    await vi.waitFor(() => expect(calls.filter((c) => c.url === '/api/b')).toHaveLength(1));
    const third = client.request('/api/c');
    await Promise.resolve();
    expect(calls.some((c) => c.url === '/api/c')).toBe(false);

    refreshed = true;
    refreshAnswer.resolve(new Response(null, { status: 204 }));
    expect(await Promise.all([first, second, third])).toEqual([
      { url: '/api/a' },
      { url: '/api/b' },
      { url: '/api/c' },
    ]);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/api/c')).toHaveLength(1);
  });

  it('does not refresh again for a call sent with the old token before the refresh ended', async () => {
    const late = deferred<Response>();
    const { fetchImpl, calls } = fakeFetch((url, n) => {
      if (url === '/api/auth/refresh') return new Response(null, { status: 204 });
      if (url === '/api/slow') return n === 1 ? late.promise : json(200, 'slow');
      return n === 1 ? json(401) : json(200, 'fast');
    });
    const client = createApiClient(fetchImpl);
    const slow = client.request('/api/slow');
    expect(await client.request('/api/fast')).toBe('fast');
    late.resolve(json(401));
    expect(await slow).toBe('slow');
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('reports a failed refresh once and fails every paused call without sending it', async () => {
    const { fetchImpl, calls } = fakeFetch((url) => json(401, url === '/api/auth/refresh' ? undefined : {}));
    const client = createApiClient(fetchImpl);
    const expired = vi.fn();
    client.onSessionExpired(expired);
    const first = client.request('/api/a');
    const second = client.request('/api/b');
    await expect(first).rejects.toMatchObject({ status: 401 });
    await expect(second).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/a', '/api/auth/refresh', '/api/b']);
  });

  it('fails a call sent before a failed refresh without refreshing again', async () => {
    const late = deferred<Response>();
    const { fetchImpl, calls } = fakeFetch((url) => (url === '/api/slow' ? late.promise : json(401)));
    const client = createApiClient(fetchImpl);
    const expired = vi.fn();
    client.onSessionExpired(expired);
    const slow = client.request('/api/slow');
    await expect(client.request('/api/fast')).rejects.toMatchObject({ status: 401 });
    late.resolve(json(401));
    await expect(slow).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  // A body left unread keeps its request open in the browser: Chromium never reports it finished.
  it.each([
    ['fails', 401],
    ['succeeds', 200],
  ])('reads every answer to its end when the refresh %s', async (_verdict, refreshStatus) => {
    const answers: Response[] = [];
    const { fetchImpl } = fakeFetch((url, n) => {
      const answer =
        url === '/api/auth/refresh'
          ? json(refreshStatus, { code: refreshStatus === 401 ? 'unauthorized' : 'ok' })
          : json(n === 1 ? 401 : 200, { code: n === 1 ? 'unauthorized' : 'ok' });
      answers.push(answer);
      return answer;
    });
    await createApiClient(fetchImpl)
      .request('/api/auth/me')
      .catch(() => undefined);
    expect(answers).toHaveLength(refreshStatus === 401 ? 2 : 3);
    expect(answers.map((answer) => answer.bodyUsed)).toEqual(answers.map(() => true));
  });

  it('treats a network failure of the refresh as a failed refresh', async () => {
    const { fetchImpl } = fakeFetch((url) => {
      if (url === '/api/auth/refresh') throw new TypeError('Failed to fetch');
      return json(401);
    });
    const client = createApiClient(fetchImpl);
    const expired = vi.fn();
    client.onSessionExpired(expired);
    await expect(client.request('/api/a')).rejects.toBeInstanceOf(ApiRequestError);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it.each(['/api/auth/login', '/api/invites/login', '/api/invite-link/login', '/api/auth/logout'])(
    'from %s is not refreshed',
    async (path) => {
      const { fetchImpl, calls } = fakeFetch(() => json(401, { password: 'Wrong password.' }));
      await expect(createApiClient(fetchImpl).request(path, { method: 'POST' })).rejects.toMatchObject({
        status: 401,
        body: { password: 'Wrong password.' },
      });
      expect(calls).toHaveLength(1);
    },
  );

  it('is not refreshed when the caller opts out', async () => {
    const { fetchImpl, calls } = fakeFetch(() => json(401));
    await expect(createApiClient(fetchImpl).request('/api/x', { skipRefresh: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).toHaveLength(1);
  });

  it('stops reporting to a listener after it unsubscribes', async () => {
    const { fetchImpl } = fakeFetch(() => json(401));
    const client = createApiClient(fetchImpl);
    const expired = vi.fn();
    client.onSessionExpired(expired)();
    await expect(client.request('/api/a')).rejects.toBeInstanceOf(ApiRequestError);
    expect(expired).not.toHaveBeenCalled();
  });
});
