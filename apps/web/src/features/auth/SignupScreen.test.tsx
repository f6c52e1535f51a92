import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/appStore';
import { SignupScreen } from './SignupScreen';
import { fakeServer, jsonResponse } from './testing/fakeServer';
import { renderRoute } from './testing/renderRoute';

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

  it('sends the invite, join and template queries, then follows the redirect logged in', async () => {
    const requests = fakeServer(() => jsonResponse(201, { redirect: '/verify' }));
    renderRoute(<SignupScreen />, '/signup?invite=i1&template=marketing');
    await fillIn('long enough password');
    expect((await screen.findByTestId('landed')).textContent).toBe('/verify');
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/auth/signup',
      body: {
        email: 'ada@example.com',
        password: 'long enough password',
        inviteId: 'i1',
        joinId: null,
        template: 'marketing',
      },
    });
    expect(useAppStore.getState().isLoggedIn).toBe(true);
    expect(localStorage.getItem('orbit-chosen-template')).toBe('marketing');
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
