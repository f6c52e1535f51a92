import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/appStore';
import { fakeServer, jsonResponse } from '../../test/fakeServer';
import { renderRoute } from '../../test/renderRoute';
import { LoginScreen } from './LoginScreen';
import { leavePage } from './leavePage';

vi.mock('./leavePage', () => ({ leavePage: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(leavePage).mockReset();
  useAppStore.setState({ isLoggedIn: false });
});

function open(path = '/login') {
  return renderRoute(<LoginScreen />, path);
}

async function fillIn(email = 'ada@example.com', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(screen.getByPlaceholderText('Enter your email address...'), email);
  await user.type(screen.getByPlaceholderText('Enter your password...'), password);
  return user;
}

const submit = () => screen.getByRole('button', { name: 'Log In' });

describe('LoginScreen', () => {
  it('shows the seed strings and focuses the email field', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Log in to your account' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBe(document.activeElement);
    expect(screen.getByLabelText('Password').getAttribute('placeholder')).toBe('Enter your password...');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/passwordreset',
    );
    expect(screen.getByText('New to the product?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toBeTruthy();
  });

  it('keeps both social buttons; one the server lacks explains itself in place instead of leaving', async () => {
    fakeServer(() => jsonResponse(404), { providers: ['google'] });
    open('/login?redirect=%2Fx');
    const user = userEvent.setup();
    const microsoft = screen.getByRole('button', { name: 'Continue with Microsoft' });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await user.click(microsoft);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sign-in with Microsoft is not set up on this server. Ask your administrator, or log in with your email and password.',
    );
    expect(leavePage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(leavePage).toHaveBeenCalledWith('/api/social/google?redirect=%2Fx');
  });

  it('keeps Log In disabled until both fields have text', async () => {
    open();
    const user = userEvent.setup();
    expect(submit()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Email'), 'a@b.c');
    expect(submit()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(submit()).toHaveProperty('disabled', false);
    await user.clear(screen.getByLabelText('Email'));
    expect(submit()).toHaveProperty('disabled', true);
  });

  it('posts the seed payload, is disabled in flight, then goes to /', async () => {
    let answer: (r: Response) => void = () => {};
    const requests = fakeServer(() => new Promise((resolve) => (answer = resolve)));
    open();
    const user = await fillIn();
    await user.click(submit());
    await waitFor(() => expect(submit()).toHaveProperty('disabled', true));
    await waitFor(() =>
      expect(requests).toEqual([
        {
          method: 'POST',
          path: '/api/auth/login',
          body: { email: 'ada@example.com', password: 'correct horse', inviteId: null, joinId: null },
        },
      ]),
    );
    answer(jsonResponse(200, {}));
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
    expect(useAppStore.getState().isLoggedIn).toBe(true);
  });

  it('submits with Enter', async () => {
    const requests = fakeServer(() => jsonResponse(200, {}));
    open();
    const user = await fillIn();
    await user.keyboard('{Enter}');
    await screen.findByTestId('landed');
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['?invite=inv1', '/api/invites/login', { inviteId: 'inv1', joinId: null }],
    ['?join=tok1', '/api/invite-link/login', { inviteId: null, joinId: 'tok1' }],
  ])('with %s calls %s', async (search, path, ids) => {
    const requests = fakeServer(() => jsonResponse(200, { redirect: '/acme' }));
    open(`/login${search}`);
    const user = await fillIn();
    await user.click(submit());
    expect((await screen.findByTestId('landed')).textContent).toBe('/acme');
    expect(requests[0]).toMatchObject({ path, body: ids });
  });

  it('hides the sign-up prompt on an invite login', () => {
    open('/login?invite=inv1');
    expect(screen.queryByText('New to the product?')).toBeNull();
  });

  it('links to sign-up keeping the query', () => {
    open('/login?redirect=%2Facme%2Ftoday&template=marketing');
    expect(screen.getByRole('link', { name: 'Create an Account' }).getAttribute('href')).toBe(
      '/signup?redirect=%2Facme%2Ftoday&template=marketing',
    );
  });

  it.each([
    ['?template=marketing&redirect=%2Facme', { redirect: '/x' }, '/template?template=marketing'],
    ['?redirect=%2Facme%2Ftoday', { redirect: '/x' }, '/acme/today'],
    ['', { redirect: '/signup/create-profile' }, '/signup/create-profile'],
    ['', {}, '/'],
    ['?redirect=https%3A%2F%2Fevil.example', {}, '/'],
  ])('with query "%s" and answer %j lands on %s', async (search, answer, landing) => {
    fakeServer(() => jsonResponse(200, answer));
    open(`/login${search}`);
    const user = await fillIn();
    await user.click(submit());
    expect((await screen.findByTestId('landed')).textContent).toBe(landing);
  });

  it('shows the server errors under their fields and ends loading', async () => {
    fakeServer(() =>
      jsonResponse(401, { email: 'No account with that email.', password: 'Wrong password.' }),
    );
    open();
    const user = await fillIn();
    await user.click(submit());
    expect(await screen.findByText('No account with that email.')).toBeTruthy();
    expect(screen.getByText('Wrong password.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(submit()).toHaveProperty('disabled', false);
    expect(useAppStore.getState().isLoggedIn).toBe(false);
  });

  it('shows a message when the failure names no field', async () => {
    fakeServer(() => jsonResponse(403, { code: 'forbidden', message: 'Cross-site request refused.' }));
    open();
    const user = await fillIn();
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain('Cross-site request refused.');
  });

  it('shows the error query in a banner', () => {
    open('/login?error=Google%20sign-in%20is%20not%20configured');
    expect(screen.getByRole('alert').textContent).toContain('Google sign-in is not configured');
  });

  it('starts social sign-in with the forwarded query and disables both buttons', async () => {
    open('/login?invite=i1&redirect=%2Facme%20x&error=old&template=t1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue with Microsoft' }));
    expect(leavePage).toHaveBeenCalledWith('/api/social/microsoft?invite=i1&redirect=%2Facme+x&template=t1');
    expect(useAppStore.getState().isLoggedIn).toBe(true);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toHaveProperty('disabled', true);
  });
});
