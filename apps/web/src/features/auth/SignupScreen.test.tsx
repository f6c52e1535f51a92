import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/appStore';
import { fakeServer, jsonResponse } from '../../test/fakeServer';
import { renderRoute } from '../../test/renderRoute';
import { SignupScreen } from './SignupScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAppStore.setState({ isLoggedIn: false });
  localStorage.clear();
});

async function fillIn(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByPlaceholderText('Enter your email address...'), 'ada@example.com');
  await user.type(screen.getByPlaceholderText('Create a password...'), password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('SignupScreen', () => {
  it('refuses a short password without a request', async () => {
    const requests = fakeServer(() => jsonResponse(201, { redirect: '/verify' }));
    renderRoute(<SignupScreen />, '/signup');
    await fillIn('short');
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('fills in the invited address, sends the invite, join and template queries, then follows the redirect logged in', async () => {
    const invite = {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'invited@example.com',
      role: 'member',
      workspace: { slug: 'acme', name: 'Acme' },
      inviterName: 'Olive',
      expiresAt: '2030-01-01T00:00:00.000Z',
      status: 'pending',
    };
    const requests = fakeServer((request) =>
      request.path.startsWith('/api/invites/')
        ? jsonResponse(200, invite)
        : jsonResponse(201, { redirect: '/verify' }),
    );
    renderRoute(<SignupScreen />, '/signup?invite=i1&template=marketing');
    await waitFor(() =>
      expect(screen.getByPlaceholderText('Enter your email address...')).toHaveProperty(
        'value',
        'invited@example.com',
      ),
    );
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Create a password...'), 'long enough password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/verify');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/invites/i1',
      'POST /api/auth/signup',
    ]);
    expect(requests[1]?.body).toEqual({
      email: 'invited@example.com',
      password: 'long enough password',
      inviteId: 'i1',
      joinId: null,
      template: 'marketing',
    });
    expect(useAppStore.getState().isLoggedIn).toBe(true);
    expect(localStorage.getItem('orbit-chosen-template')).toBe('marketing');
  });

  it('shows only the providers the server has settings for, and none with their divider when it has none', async () => {
    fakeServer(() => jsonResponse(404), { providers: ['google'] });
    renderRoute(<SignupScreen />, '/signup');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Microsoft' })).toBeNull();
    cleanup();
    fakeServer(() => jsonResponse(404), { providers: [] });
    renderRoute(<SignupScreen />, '/signup');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('shows a taken address on the email field', async () => {
    fakeServer(() =>
      jsonResponse(409, {
        code: 'conflict',
        message: 'An account with this email already exists. Log in instead.',
        fields: { email: 'An account with this email already exists. Log in instead.' },
      }),
    );
    renderRoute(<SignupScreen />, '/signup');
    await fillIn('long enough password');
    expect(
      await screen.findByText('An account with this email already exists. Log in instead.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('links to login keeping the query', () => {
    renderRoute(<SignupScreen />, '/signup?join=j1');
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login?join=j1');
    expect(screen.getByText('Create an account to accept your invitation.')).toBeTruthy();
  });
});
