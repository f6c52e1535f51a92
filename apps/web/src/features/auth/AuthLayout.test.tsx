import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/appStore';
import { fakeServer } from '../../test/fakeServer';
import { renderRoute } from '../../test/renderRoute';
import { AuthLayout } from './AuthLayout';
import { MARKETING_URL } from './marketingUrl';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAppStore.setState({ isLoggedIn: false, darkMode: false, darkModeFollowsOS: true });
});

function open(props: Partial<Parameters<typeof AuthLayout>[0]> = {}) {
  return renderRoute(
    <AuthLayout
      title="Title"
      subtitle="Subtitle"
      header={<span>header area</span>}
      bottom={<span>bottom area</span>}
      footer={<span>footer area</span>}
      {...props}
    >
      <label>
        Search
        <input type="search" />
      </label>
      <label>
        Name
        <input type="text" />
      </label>
    </AuthLayout>,
    '/page',
  );
}

describe('AuthLayout', () => {
  it('has the logo link, the areas and a 450px column by default', () => {
    open();
    expect(screen.getByRole('link', { name: 'Orbit website' }).getAttribute('href')).toBe(MARKETING_URL);
    expect(screen.getByRole('heading', { name: 'Title' })).toBeTruthy();
    for (const text of ['Subtitle', 'header area', 'bottom area', 'footer area']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('main').style.maxWidth).toBe('450px');
  });

  it('takes another width', () => {
    open({ maxWidth: '600px' });
    expect(screen.getByRole('main').style.maxWidth).toBe('600px');
  });

  it('focuses the first e-mail or text input', () => {
    open();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('shows the right panel unless hidden, with the light or dark screenshot', () => {
    open();
    const image = screen.getByRole('img', { name: /Orbit dashboard/ });
    expect(image.getAttribute('src')).toBe('/auth/screenshot-light.svg');
    cleanup();
    useAppStore.setState({ darkModeFollowsOS: false, darkMode: true });
    open();
    expect(screen.getByRole('img', { name: /Orbit dashboard/ }).getAttribute('src')).toBe(
      '/auth/screenshot-dark.svg',
    );
    cleanup();
    open({ hideRight: true });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows Log Out only to a logged-in user and not when hidden', () => {
    open();
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
    cleanup();
    useAppStore.setState({ isLoggedIn: true });
    open({ hideLogOut: true });
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
  });

  it('logs out to /login', async () => {
    const requests = fakeServer(() => new Response(null, { status: 204 }));
    useAppStore.setState({ isLoggedIn: true });
    open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log Out' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/login');
    expect(useAppStore.getState().isLoggedIn).toBe(false);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/auth/logout']);
  });
});
