import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../lib/appStore';
import { type RouteHandle, routes } from './routes';

async function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Wait for loaders, redirects and lazy route modules to settle.
  await new Promise<void>((resolve) => {
    const check = () => router.state.navigation.state === 'idle' && router.state.initialized;
    if (check()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (check()) {
        unsubscribe();
        resolve();
      }
    });
  });
  const { pathname, search } = router.state.location;
  const names = router.state.matches
    .map((m) => (m.route.handle as RouteHandle | undefined)?.name)
    .filter((name): name is string => Boolean(name));
  router.dispose();
  return { url: pathname + search, name: names.at(-1), params: router.state.matches.at(-1)?.params };
}

afterEach(() => useAppStore.setState({ isLoggedIn: false }));

describe('route guards', () => {
  it('sends a guest to /login with the full path as redirect', async () => {
    expect((await open('/acme/today')).url).toBe('/login?redirect=%2Facme%2Ftoday');
    expect((await open('/acme/chat/42?x=1')).url).toBe('/login?redirect=%2Facme%2Fchat%2F42%3Fx%3D1');
  });

  it('sends a guest at / to /login without a redirect query', async () => {
    expect((await open('/')).url).toBe('/login');
  });

  it('guards the onboarding steps, /verify, /template and /create-workspace', async () => {
    for (const path of ['/signup/create-profile', '/verify', '/template', '/create-workspace']) {
      expect((await open(path)).url).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
  });

  it('lets guests reach login, signup, password reset and invite', async () => {
    expect(await open('/login')).toMatchObject({ url: '/login', name: 'login' });
    expect(await open('/signup')).toMatchObject({ url: '/signup', name: 'signup' });
    expect(await open('/passwordreset')).toMatchObject({ name: 'passwordreset' });
    expect(await open('/invite?invite=abc')).toMatchObject({ name: 'invite' });
  });

  it('sends a logged-in user from /login to the dashboard', async () => {
    useAppStore.setState({ isLoggedIn: true });
    expect((await open('/login')).url).toBe('/');
    expect((await open('/signup')).url).toBe('/');
  });

  it('shows /login with an error query and resets the logged-in flag', async () => {
    useAppStore.setState({ isLoggedIn: true });
    const result = await open('/login?error=Access%20denied');
    expect(result).toMatchObject({ url: '/login?error=Access%20denied', name: 'login' });
    expect(useAppStore.getState().isLoggedIn).toBe(false);
  });
});

describe('dashboard children', () => {
  it.each([
    ['/acme', '/acme', 'views-widgets'],
    ['/acme/chat', '/acme/chat', 'chat-home'],
    ['/acme/chat/c1', '/acme/chat/c1', 'chat-home'],
    ['/acme/inbox', '/acme/inbox', 'inbox-home'],
    ['/acme/my-dashboard', '/acme/my-dashboard', 'views-my-dashboard'],
    ['/acme/my-tasks', '/acme/my-tasks', 'my-tasks'],
    ['/acme/today', '/acme/today', 'views-today'],
    ['/acme/trash', '/acme/trash', 'views-trash'],
    ['/acme/meetings', '/acme/meetings', 'calls-contacts'],
    ['/acme/meetings/history', '/acme/meetings/history', 'calls-home'],
    ['/acme/meeting/m1', '/acme/meeting/m1', 'calls-call'],
    ['/acme/v1', '/acme/v1', 'views-widgets'],
    ['/acme/v1/t2', '/acme/v1/t2', 'views-widgets'],
    ['/acme/search?q=launch', '/acme/search?q=launch', 'views-widgets'],
    ['/acme/calls', '/acme/meetings/history', 'calls-home'],
    ['/acme/calls/9', '/acme/meetings/history', 'calls-home'],
    ['/acme/meeting', '/acme/meetings/history', 'calls-home'],
    ['/acme/settings/account', '/acme?settings=My%20account', 'views-widgets'],
    ['/acme/settings/organization', '/acme?settings=Settings', 'views-widgets'],
    ['/acme/settings/organization/users', '/acme?settings=Users', 'views-widgets'],
    ['/acme/settings/anything/else', '/acme?settings=My%20account', 'views-widgets'],
  ])('%s resolves to %s (%s)', async (path, url, name) => {
    useAppStore.setState({ isLoggedIn: true });
    expect(await open(path)).toMatchObject({ url, name });
  });

  it('passes the org and view ids as params', async () => {
    useAppStore.setState({ isLoggedIn: true });
    expect((await open('/acme/v1/t2')).params).toMatchObject({ org: 'acme', id: 'v1', taskViewId: 't2' });
  });
});

describe('error boundaries', () => {
  it('gives every named route its own boundary so the dashboard shell survives a page error', () => {
    const dashboard = routes[0]?.children?.find((r) => r.path === '/:org?');
    const namedChildren = (dashboard?.children ?? [])
      .flatMap((r) => [r, ...(r.children ?? [])])
      .filter((r) => r.handle);
    expect(namedChildren.length).toBeGreaterThan(10);
    for (const child of namedChildren)
      expect(child.errorElement, (child.handle as RouteHandle).name).toBeTruthy();
  });
});
