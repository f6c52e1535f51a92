import type { AccountSessionDto, MeDto } from '@orbit/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeServer, jsonResponse } from '../../test/fakeServer';
import { renderRoute } from '../../test/renderRoute';
import { toast } from '../../ui/toast';
import { EmailSection } from '../account/EmailSection';
import { SessionsSection } from '../account/SessionsSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { LinkedAccountsSection } from './LinkedAccountsSection';

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const me: MeDto = {
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
};

const session = (id: string, overrides: Partial<AccountSessionDto> = {}): AccountSessionDto => ({
  id,
  browser: 'Firefox',
  os: 'Linux',
  ip: '10.0.0.1',
  createdAt: '2030-01-01T00:00:00.000Z',
  lastActiveAt: '2030-01-02T10:00:00.000Z',
  current: false,
  ...overrides,
});

type Handler = (request: FakeRequest) => Response | undefined;
const methods = (hasPassword: boolean, identities: unknown[] = []) => ({ hasPassword, identities });

function serve(handler: Handler) {
  return fakeServer((request) => handler(request) ?? jsonResponse(404, { code: 'not_found', message: 'x' }));
}

describe('Sessions', () => {
  it('lists sessions with this device marked; signing one out and all others calls the server and refreshes', async () => {
    let list = [
      session('s1', { current: true }),
      session('s2', { browser: 'Chrome', os: 'Windows' }),
      session('s3'),
    ];
    const requests = serve((r) => {
      if (r.path === '/api/auth/me/sessions') return jsonResponse(200, { sessions: list });
      if (r.method === 'DELETE' && r.path === '/api/auth/me/sessions/s2') {
        list = list.filter((s) => s.id !== 's2');
        return jsonResponse(204);
      }
      if (r.path === '/api/auth/me/sessions/end-others') {
        list = list.filter((s) => s.current);
        return jsonResponse(200, { ended: 1 });
      }
      return undefined;
    });
    renderRoute(<SessionsSection />, '/acme');
    const user = userEvent.setup();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('This device')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out Chrome on Windows' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/auth/me/sessions/end-others');
  });
});

describe('Email', () => {
  it('sends the new address with the password and says a link is on its way; a refusal lands on its field', async () => {
    const requests = serve((r) => {
      if (r.path === '/api/auth/me/sign-in-methods') return jsonResponse(200, methods(true));
      if (r.path === '/api/auth/me/email') {
        const body = r.body as { password: string; email: string };
        if (body.password !== 'right password') {
          return jsonResponse(400, {
            code: 'validation_failed',
            message: 'Incorrect password.',
            fields: { password: 'Incorrect password.' },
          });
        }
        return jsonResponse(202, { email: body.email.toLowerCase() });
      }
      return undefined;
    });
    renderRoute(<EmailSection me={me} />, '/acme');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New email address'), 'New@Example.com');
    await user.type(await screen.findByLabelText('Current password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect password.');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/new@example\.com/);
    expect(screen.getByTestId('current-email').textContent).toBe('ada@example.com');
    expect(requests.filter((r) => r.path === '/api/auth/me/email')).toHaveLength(2);
  });
});

describe('Linked accounts', () => {
  it('shows why the last way to sign in cannot be unlinked, and offers to link the providers', async () => {
    serve((r) => {
      if (r.path === '/api/auth/me/sign-in-methods') {
        return jsonResponse(
          200,
          methods(false, [
            { id: 'i1', provider: 'google', email: 'ada@gmail.com', createdAt: '2030-01-01T00:00:00.000Z' },
          ]),
        );
      }
      if (r.path === '/api/auth/me/identities/i1') {
        return jsonResponse(400, {
          code: 'validation_failed',
          message: 'x',
          fields: { identity: 'This is the only way you can sign in.' },
        });
      }
      return undefined;
    });
    renderRoute(<LinkedAccountsSection />, '/acme');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This is the only way you can sign in.');
    const link = screen.getByRole('link', { name: 'Link Microsoft' });
    expect(link.getAttribute('href')).toMatch(/^\/api\/social\/microsoft\?link=1&redirect=/);
  });
});

describe('Delete account', () => {
  it('asks for the password, then shows the server refusal while owning a shared workspace', async () => {
    const requests = serve((r) => {
      if (r.path === '/api/auth/me/sign-in-methods') return jsonResponse(200, methods(true));
      if (r.path === '/api/auth/me/delete') {
        return jsonResponse(409, {
          code: 'conflict',
          message: 'You are the owner of Acme, where other people work.',
        });
      }
      return undefined;
    });
    renderRoute(<DeleteAccountSection me={me} />, '/acme');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete account…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete account' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Enter your password.');
    expect(requests.some((r) => r.path === '/api/auth/me/delete')).toBe(false);
    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await within(dialog).findByText(/owner of Acme/)).getAttribute('role')).toBe('alert');
    expect(requests.find((r) => r.path === '/api/auth/me/delete')?.body).toEqual({
      password: 'correct horse',
    });
  });
});
