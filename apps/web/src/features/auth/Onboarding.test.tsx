import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeServer, jsonResponse } from '../../test/fakeServer';
import { renderRoute } from '../../test/renderRoute';
import { CreateProfileForm } from './CreateProfileForm';
import { GettingThingsReady } from './GettingThingsReady';
import { InviteOthersForm } from './InviteOthersForm';
import { OnboardingWorkspaceStep } from './OnboardingWorkspaceStep';
import { UseCaseForm } from './UseCaseForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const user = {
  id: 'u1',
  email: 'ada@example.com',
  name: '',
  avatarUrl: null,
  emailVerified: true,
  onboardingStep: 'create-profile',
  locale: null,
};
const workspace = {
  id: 'w1',
  slug: 'acme',
  name: 'Acme',
  kind: 'team',
  plan: 'free',
  role: 'owner',
  avatarUrl: null,
};

/** A server that knows me, profile, onboarding, workspaces and invites. */
function onboardingServer(workspaces: unknown[] = [], available = true) {
  return fakeServer((r: FakeRequest) => {
    if (r.path === '/api/auth/me') return jsonResponse(200, { user, workspaces });
    if (r.path.startsWith('/api/workspaces/slug-availability'))
      return jsonResponse(200, available ? { available: true } : { available: false, suggestion: 'acme-2' });
    if (r.path === '/api/workspaces') return jsonResponse(201, workspace);
    if (r.path.endsWith('/invites')) return jsonResponse(201, []);
    return jsonResponse(200, user);
  });
}

const calls = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method !== 'GET').map((r) => ({ [`${r.method} ${r.path}`]: r.body }));

describe('onboarding', () => {
  it('saves the name, then moves on to the use case', async () => {
    const requests = onboardingServer();
    renderRoute(<CreateProfileForm />, '/signup/create-profile');
    const name = await screen.findByLabelText('Full name');
    expect(document.activeElement).toBe(name);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    await u.type(name, 'Ada Lovelace');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/signup/choose-use-case');
    expect(calls(requests)).toEqual([
      { 'PATCH /api/auth/me/profile': { name: 'Ada Lovelace' } },
      { 'PATCH /api/auth/me/onboarding': { step: 'choose-use-case', locale: 'en' } },
    ]);
  });

  it('sends someone who joined by invite straight to their workspace after the profile', async () => {
    const requests = onboardingServer([workspace]);
    renderRoute(<CreateProfileForm />, '/signup/create-profile');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Full name'), 'Bob');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/acme');
    expect(calls(requests).at(-1)).toEqual({
      'PATCH /api/auth/me/onboarding': { step: 'done', locale: 'en' },
    });
  });

  it('records the kind and use case and opens the matching workspace page', async () => {
    const requests = onboardingServer();
    localStorage.setItem('orbit-chosen-template', 'marketing');
    renderRoute(<UseCaseForm />, '/signup/choose-use-case');
    expect(screen.getByRole('radio', { name: /Marketing/ })).toHaveProperty('checked', true);
    const u = userEvent.setup();
    await u.click(screen.getByRole('radio', { name: /For myself/ }));
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/signup/personal/create-your-workspace?useCase=marketing',
    );
    expect(calls(requests)).toEqual([
      {
        'PATCH /api/auth/me/onboarding': {
          step: 'create-workspace',
          kind: 'personal',
          useCase: 'marketing',
          locale: 'en',
        },
      },
    ]);
  });

  it('creates a team workspace with an address from its name, then invites', async () => {
    const requests = onboardingServer();
    renderRoute(
      <OnboardingWorkspaceStep kind="team" />,
      '/signup/team/create-workspace?useCase=operations',
      '/signup/team/create-workspace',
    );
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Workspace name'), 'Acme');
    expect(screen.getByLabelText('Workspace address')).toHaveProperty('value', 'acme');
    expect(await screen.findByText('This address is available.')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/signup/invite-others?workspace=acme');
    expect(calls(requests)).toEqual([
      { 'POST /api/workspaces': { name: 'Acme', slug: 'acme', kind: 'team', useCase: 'operations' } },
      { 'PATCH /api/auth/me/onboarding': { step: 'invite-others', locale: 'en' } },
    ]);
  });

  it('offers the suggestion for a taken address', async () => {
    onboardingServer([], false);
    renderRoute(<OnboardingWorkspaceStep kind="personal" />, '/signup/personal/create-your-workspace');
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Workspace name'), 'Acme');
    await u.click(await screen.findByRole('button', { name: 'Use acme-2' }));
    expect(screen.getByLabelText('Workspace address')).toHaveProperty('value', 'acme-2');
  });

  it('shows the server refusing an address on that field', async () => {
    fakeServer((r) =>
      r.method === 'POST'
        ? jsonResponse(409, {
            code: 'conflict',
            message: 'That address is taken.',
            fields: { slug: 'That address is taken.' },
          })
        : jsonResponse(200, { available: true }),
    );
    renderRoute(<OnboardingWorkspaceStep kind="team" />, '/signup/team/create-workspace');
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Workspace name'), 'Acme');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('That address is taken.')).toBeTruthy();
    expect(screen.getByLabelText('Workspace address').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the invitations, skipping empty rows, and refuses a bad address', async () => {
    const requests = onboardingServer();
    renderRoute(<InviteOthersForm />, '/signup/invite-others?workspace=acme', '/signup/invite-others');
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Teammate email 1'), 'not an email');
    await u.click(screen.getByRole('button', { name: 'Send Invites' }));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    await u.clear(screen.getByLabelText('Teammate email 1'));
    await u.type(screen.getByLabelText('Teammate email 1'), 'bob@example.com');
    await u.click(screen.getByRole('button', { name: 'Add another' }));
    expect(screen.getByLabelText('Teammate email 4')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Send Invites' }));
    expect((await screen.findByTestId('landed')).textContent).toBe(
      '/signup/getting-things-ready?workspace=acme',
    );
    expect(calls(requests)).toEqual([
      { 'POST /api/orgs/acme/invites': { emails: ['bob@example.com'], role: 'member' } },
      { 'PATCH /api/auth/me/onboarding': { step: 'getting-things-ready', locale: 'en' } },
    ]);
  });

  it('skips the invitations', async () => {
    const requests = onboardingServer();
    renderRoute(<InviteOthersForm />, '/signup/invite-others?workspace=acme', '/signup/invite-others');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip for now' }));
    await screen.findByTestId('landed');
    expect(calls(requests)).toEqual([
      { 'PATCH /api/auth/me/onboarding': { step: 'getting-things-ready', locale: 'en' } },
    ]);
  });

  it('finishes onboarding once and opens the workspace', async () => {
    const requests = onboardingServer([workspace]);
    localStorage.setItem('orbit-chosen-template', 'marketing');
    renderRoute(<GettingThingsReady />, '/signup/getting-things-ready');
    expect((await screen.findByTestId('landed')).textContent).toBe('/acme');
    expect(calls(requests)).toEqual([{ 'PATCH /api/auth/me/onboarding': { step: 'done', locale: 'en' } }]);
    expect(localStorage.getItem('orbit-chosen-template')).toBeNull();
  });
});
