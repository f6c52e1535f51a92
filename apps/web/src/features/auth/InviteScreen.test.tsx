import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/appStore';
import { fakeServer, jsonResponse } from '../../test/fakeServer';
import { renderRoute } from '../../test/renderRoute';
import { InviteScreen } from './InviteScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAppStore.setState({ isLoggedIn: false });
});

const invite = (status = 'pending') => ({
  id: 'inv1',
  email: 'bob@example.com',
  role: 'member',
  workspace: { slug: 'acme', name: 'Acme' },
  inviterName: 'Ada',
  expiresAt: '2030-01-01T00:00:00.000Z',
  status,
});

describe('InviteScreen', () => {
  it('shows the workspace and inviter, with login and sign-up carrying the invite', async () => {
    fakeServer(() => jsonResponse(200, invite()));
    renderRoute(<InviteScreen />, '/invite?invite=inv1');
    expect(await screen.findByRole('heading', { name: 'Join Acme' })).toBeTruthy();
    expect(screen.getByText('Ada invited you to join Acme on Orbit.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login?invite=inv1');
    expect(screen.getByRole('link', { name: 'Create an Account' }).getAttribute('href')).toBe(
      '/signup?invite=inv1',
    );
  });

  it('lets a logged-in user accept', async () => {
    const requests = fakeServer((r) =>
      r.method === 'POST' ? jsonResponse(200, { redirect: '/acme' }) : jsonResponse(200, invite()),
    );
    useAppStore.setState({ isLoggedIn: true });
    renderRoute(<InviteScreen />, '/invite?invite=inv1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/acme');
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/invites/inv1/accept' });
  });

  it('shows why accepting failed', async () => {
    fakeServer((r) =>
      r.method === 'POST'
        ? jsonResponse(403, { code: 'forbidden', message: 'This invite was sent to another email address.' })
        : jsonResponse(200, invite()),
    );
    useAppStore.setState({ isLoggedIn: true });
    renderRoute(<InviteScreen />, '/invite?invite=inv1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect((await screen.findByRole('alert')).textContent).toContain('sent to another email address');
  });

  it.each([
    ['unknown', () => jsonResponse(404, { code: 'not_found', message: 'Not found' })],
    ['revoked', () => jsonResponse(200, invite('revoked'))],
  ])('says an %s invite is not valid, without retrying', async (_, answer) => {
    const requests = fakeServer(answer);
    renderRoute(<InviteScreen />, '/invite?invite=inv1');
    expect(await screen.findByRole('heading', { name: 'This invitation is not valid' })).toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it('shows an invite link and joins a logged-in user', async () => {
    const requests = fakeServer((r) =>
      r.method === 'POST'
        ? jsonResponse(200, { redirect: '/acme' })
        : jsonResponse(200, { workspace: { slug: 'acme', name: 'Acme' } }),
    );
    useAppStore.setState({ isLoggedIn: true });
    renderRoute(<InviteScreen />, '/invite?join=tok');
    expect(await screen.findByText('You have been invited to join Acme on Orbit.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join Workspace' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/acme');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/invite-link/tok',
      'POST /api/invite-link/tok/join',
    ]);
  });

  it('offers a guest login and sign-up carrying the join token', async () => {
    fakeServer(() => jsonResponse(200, { workspace: { slug: 'acme', name: 'Acme' } }));
    renderRoute(<InviteScreen />, '/invite?join=tok');
    expect((await screen.findByRole('link', { name: 'Log In' })).getAttribute('href')).toBe(
      '/login?join=tok',
    );
  });

  it('explains a page opened without an invite', () => {
    renderRoute(<InviteScreen />, '/invite');
    expect(screen.getByText(/This page needs an invitation link/)).toBeTruthy();
  });
});
