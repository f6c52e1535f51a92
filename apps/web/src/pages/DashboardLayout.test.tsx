import type { MeDto } from '@orbit/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardLayout } from './DashboardLayout';

const user: MeDto['user'] = {
  id: 'u1',
  email: 'ann@example.com',
  name: 'Ann',
  avatarUrl: null,
  emailVerified: true,
  onboardingStep: 'done',
  locale: null,
};
const acme: MeDto['workspaces'][number] = {
  id: 'w1',
  slug: 'acme',
  name: 'Acme',
  kind: 'team',
  plan: 'free',
  role: 'owner',
  avatarUrl: null,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderAt(path: string, cached: MeDto) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['me'], cached);
  const router = createMemoryRouter(
    [
      {
        path: '/:org?',
        element: <DashboardLayout />,
        children: [{ index: true, element: <p>page body</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const answer = (me: MeDto) =>
  new Response(JSON.stringify(me), { status: 200, headers: { 'content-type': 'application/json' } });

describe('DashboardLayout', () => {
  it('shows the page inside the shell for a workspace the user belongs to', async () => {
    fetchMock.mockResolvedValue(answer({ user, workspaces: [acme] }));
    renderAt('/acme', { user, workspaces: [acme] });
    expect(await screen.findByText('page body')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('asks the server again before saying a just-created workspace does not exist', async () => {
    fetchMock.mockResolvedValue(answer({ user, workspaces: [acme] }));
    renderAt('/acme', { user, workspaces: [] });
    expect(await screen.findByText('page body')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('says the workspace was not found when the server does not list it either', async () => {
    fetchMock.mockResolvedValue(answer({ user, workspaces: [acme] }));
    renderAt('/other', { user, workspaces: [acme] });
    expect(await screen.findByRole('heading', { name: 'Workspace not found' })).toBeTruthy();
    expect(screen.queryByText('page body')).toBeNull();
  });

  it('opens the first workspace from /', async () => {
    fetchMock.mockResolvedValue(answer({ user, workspaces: [acme] }));
    const router = renderAt('/', { user, workspaces: [acme] });
    await screen.findByText('page body');
    expect(router.state.location.pathname).toBe('/acme');
  });
});
