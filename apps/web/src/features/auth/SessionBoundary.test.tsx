import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api/apiClient';
import { useAppStore } from '../../lib/appStore';
import { SessionBoundary } from './SessionBoundary';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: SessionBoundary,
        children: [
          { path: '/login', element: <h1>login page</h1> },
          { path: '/acme', element: <h1>dashboard</h1> },
          { path: '/invite', element: <h1>invite</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAppStore.setState({ isLoggedIn: false });
});

describe('SessionBoundary', () => {
  it('logs out and shows /login when the refresh fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 401 })),
    );
    useAppStore.setState({ isLoggedIn: true });
    const { router } = renderAt('/acme');
    await screen.findByRole('heading', { name: 'dashboard' });
    await expect(api('/api/auth/me')).rejects.toMatchObject({ status: 401 });
    await screen.findByRole('heading', { name: 'login page' });
    expect(router.state.location.pathname).toBe('/login');
    expect(useAppStore.getState().isLoggedIn).toBe(false);
  });

  it('leaves a guest where they are', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 401 })),
    );
    const { router, queryClient } = renderAt('/invite');
    queryClient.setQueryData(['kept'], 'a cached answer');
    await screen.findByRole('heading', { name: 'invite' });
    // The boundary hears the failed refresh before the call rejects, and a logout would empty the
    // cache at once (its first, synchronous step): the cache still holding the answer proves none began.
    await expect(api('/api/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(queryClient.getQueryData(['kept'])).toBe('a cached answer');
    expect(router.state.location.pathname).toBe('/invite');
  });
});
