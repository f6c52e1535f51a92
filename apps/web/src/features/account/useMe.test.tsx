import type { MeDto } from '@orbit/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import { discardEarlyMe } from '../../lib/earlyMe';
import { forgetMe, rememberMe } from '../../lib/lastMe';
import { useMe } from './useMe';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api/apiClient', () => ({ api: request }));

const me = {
  user: {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    avatarUrl: null,
    emailVerified: true,
    onboardingStep: 'done',
    locale: null,
  },
  workspaces: [],
} as unknown as MeDto;

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => {
  forgetMe();
  request.mockReset();
});

describe('useMe', () => {
  it('opens on the last answer kept when the server cannot be reached', async () => {
    request.mockResolvedValueOnce(me);
    const online = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(online.result.current.data?.user.id).toBe('u1'));

    request.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(offline.result.current.data?.user.email).toBe('ada@example.com'));
  });

  it('does not stand in for a refusal, nor after logout', async () => {
    rememberMe(me);
    request.mockRejectedValueOnce(new ApiRequestError(401, undefined));
    const refused = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(refused.result.current.isError).toBe(true));

    forgetMe();
    request.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const forgotten = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(forgotten.result.current.isError).toBe(true));
  });

  it("opens at once on the last answer kept, and takes the answer the page's head asked for", async () => {
    rememberMe(me);
    const renamed = { ...me, user: { ...me.user, name: 'Ada L.' } };
    window.__orbitEarlyMe = Promise.resolve(new Response(JSON.stringify(renamed)));
    const { result } = renderHook(() => useMe(), { wrapper });
    // Before any answer: the kept one.
    expect(result.current.data?.user.name).toBe('Ada');
    await waitFor(() => expect(result.current.data?.user.name).toBe('Ada L.'));
    expect(request).not.toHaveBeenCalled();
    expect(window.__orbitEarlyMe).toBeUndefined();
  });

  it("asks itself when the head's answer was refused (an expired access token is refreshed there)", async () => {
    window.__orbitEarlyMe = Promise.resolve(new Response('{"error":"unauthorized"}', { status: 401 }));
    request.mockResolvedValueOnce(me);
    const { result } = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(result.current.data?.user.id).toBe('u1'));
    expect(request).toHaveBeenCalledWith('/api/auth/me', expect.anything());
  });

  // Last: a write marks the page for good.
  it('once the page has written (a sign-in, perhaps as someone else), it waits for the server', async () => {
    rememberMe(me);
    discardEarlyMe();
    let answer!: (value: unknown) => void;
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useMe(), { wrapper });
    expect(result.current.isPending).toBe(true);
    answer({ ...me, user: { ...me.user, id: 'u2' } });
    await waitFor(() => expect(result.current.data?.user.id).toBe('u2'));
  });
});
