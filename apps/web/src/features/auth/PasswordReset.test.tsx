import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, jsonResponse } from '../../test/fakeServer';
import { renderRoute } from '../../test/renderRoute';
import { PasswordResetConfirm } from './PasswordResetConfirm';
import { PasswordResetRequest } from './PasswordResetRequest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PasswordResetRequest', () => {
  it('always shows the same confirmation', async () => {
    const requests = fakeServer(() => new Response(null, { status: 202 }));
    renderRoute(<PasswordResetRequest />, '/passwordreset');
    const user = userEvent.setup();
    const send = screen.getByRole('button', { name: 'Send Reset Link' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Email'), 'who@example.com');
    await user.click(send);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/If an account exists for who@example.com/)).toBeTruthy();
    expect(requests).toEqual([
      { method: 'POST', path: '/api/auth/password-reset', body: { email: 'who@example.com' } },
    ]);
  });
});

describe('PasswordResetConfirm', () => {
  it('sets the new password with the token', async () => {
    const requests = fakeServer(() => new Response(null, { status: 204 }));
    renderRoute(<PasswordResetConfirm token="t1" />, '/passwordreset?token=t1');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'a new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/auth/password-reset/confirm',
      body: { token: 't1', password: 'a new passphrase' },
    });
  });

  it('explains a dead link and shows password errors on the field', async () => {
    fakeServer(() =>
      jsonResponse(400, {
        code: 'validation_failed',
        message: 'Invalid',
        fields: { token: 'This link is not valid.', password: 'Use at most 256 characters.' },
      }),
    );
    renderRoute(<PasswordResetConfirm token="old" />, '/passwordreset?token=old');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'a new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('This reset link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/passwordreset',
    );
    expect(screen.getByText('Use at most 256 characters.')).toBeTruthy();
  });
});
