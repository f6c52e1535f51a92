import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, jsonResponse } from '../../test/fakeServer';
import { renderRoute } from '../../test/renderRoute';
import { VerifyEmail } from './VerifyEmail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = (emailVerified: boolean, onboardingStep = 'verify') => ({
  user: {
    id: 'u1',
    email: 'ada@example.com',
    name: '',
    avatarUrl: null,
    emailVerified,
    onboardingStep,
    locale: null,
  },
  workspaces: [],
});

describe('VerifyEmail', () => {
  it('posts the token once and follows the redirect', async () => {
    const requests = fakeServer((r) =>
      r.path === '/api/auth/verify'
        ? jsonResponse(200, { redirect: '/signup/create-profile' })
        : jsonResponse(401),
    );
    renderRoute(<VerifyEmail />, '/verify?token=tok1');
    expect((await screen.findByTestId('landed')).textContent).toBe('/signup/create-profile');
    expect(requests.filter((r) => r.path === '/api/auth/verify')).toEqual([
      { method: 'POST', path: '/api/auth/verify', body: { token: 'tok1' } },
    ]);
  });

  it('says when the link did not work and offers a new one', async () => {
    fakeServer(() =>
      jsonResponse(400, {
        code: 'validation_failed',
        message: 'x',
        fields: { token: 'This link is not valid.' },
      }),
    );
    renderRoute(<VerifyEmail />, '/verify?token=old');
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend Email' })).toBeTruthy();
  });

  it('asks to check the mail, names the address and resends', async () => {
    const requests = fakeServer((r) =>
      r.path === '/api/auth/me' ? jsonResponse(200, me(false)) : new Response(null, { status: 204 }),
    );
    renderRoute(<VerifyEmail />, '/verify');
    expect(await screen.findByText('We sent a verification link to ada@example.com.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText(/We sent a new link/)).toBeTruthy();
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/auth/verify/resend' });
  });

  it('lets a verified user continue to their onboarding step', async () => {
    fakeServer(() => jsonResponse(200, me(true, 'choose-use-case')));
    renderRoute(<VerifyEmail />, '/verify');
    const next = await screen.findByRole('link', { name: 'Continue' });
    expect(next.getAttribute('href')).toBe('/signup/choose-use-case');
  });
});
