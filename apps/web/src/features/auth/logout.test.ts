import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/appStore';
import { localDb } from '../../lib/localDb';
import { logout } from './logout';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  useAppStore.setState({
    isLoggedIn: true,
    collaborators: [{ sid: 's1', id: 'u1' }],
    lastUpdated: { w1: 7 },
    convosWidth: 400,
  });
  await localDb.items.put({ id: 'i1' });
  await localDb.topics.put({ id: 't1' });
  await localDb.draftMessages.put({ item_id: 'i1', text: 'keep me' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('logout', () => {
  it('resets the session state, clears the local tables, tells the server and goes to /login', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const navigate = vi.fn();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['me'], { user: 'old' });

    await logout({ navigate, queryClient });

    expect(useAppStore.getState()).toMatchObject({
      isLoggedIn: false,
      collaborators: [],
      lastUpdated: {},
      convosWidth: 400,
    });
    expect(await localDb.items.count()).toBe(0);
    expect(await localDb.topics.count()).toBe(0);
    expect(await localDb.draftMessages.count()).toBe(1);
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: undefined });
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('ignores a failed logout call', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const navigate = vi.fn();
    await logout({ navigate });
    expect(useAppStore.getState().isLoggedIn).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('does not try to refresh when the logout call answers 401', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    await logout({ navigate: vi.fn() });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
