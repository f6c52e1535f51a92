import type { MeDto, MemberDto } from '@orbit/shared';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleMembers, workspaceAs } from '../../test/fakeOrgServer';
import { renderRoute } from '../../test/renderRoute';
import { toast } from '../../ui/toast';
import { getToasts } from '../../ui/toastStore';
import { meQueryKey } from '../account/useMe';
import { memberQueryKeys } from './memberQueryKeys';
import { useWorkspaceEvents } from './useWorkspaceEvents';

type Handler = (payload: unknown) => void;

// The socket is the boundary: a fake that keeps its handlers so a test can deliver events.
const fakeSocket = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    handlers,
    on(event: string, handler: (payload: unknown) => void) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)?.add(handler);
    },
    off(event: string, handler: (payload: unknown) => void) {
      handlers.get(event)?.delete(handler);
    },
  };
});
// The real onServerEvent (payloads parsed on arrival) over the fake socket.
vi.mock('../sync/syncSocket', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../sync/syncSocket')>()),
  syncSocket: {
    current: fakeSocket,
    whenOpen: (listener: (socket: typeof fakeSocket) => void) => listener(fakeSocket),
  },
}));

let seq = 0;
/** A change of the workspace `w1` (or another) as the sync engine sends it. */
const change = (entity: string, op: 'upsert' | 'delete', id: string, data: unknown, workspaceId = 'w1') => {
  seq += 1;
  return { workspaceId, seq, entity, op, id, data };
};

function deliver(event: string, payload: unknown) {
  act(() => {
    for (const handler of fakeSocket.handlers.get(event) ?? new Set<Handler>()) handler(payload);
  });
}

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const me = (): MeDto => ({
  user: {
    id: 'u-member',
    email: 'max@example.com',
    name: 'Max Member',
    avatarUrl: null,
    emailVerified: true,
    onboardingStep: 'done',
    locale: null,
  },
  workspaces: [workspaceAs('member'), workspaceAs('owner', { id: 'w2', slug: 'other', name: 'Other' })],
});

function Listener() {
  useWorkspaceEvents();
  return null;
}

function setup(path = '/acme/inbox?settings=Users') {
  // Nothing here should reach the network; a refetch of `me` gets the same answer.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(me()), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const view = renderRoute(<Listener />, path, '/:org/*');
  view.queryClient.setQueryData(meQueryKey, me());
  view.queryClient.setQueryData(memberQueryKeys.members('acme'), sampleMembers());
  return view;
}

const members = (view: ReturnType<typeof setup>) =>
  view.queryClient.getQueryData<MemberDto[]>(memberQueryKeys.members('acme')) ?? [];
const cachedMe = (view: ReturnType<typeof setup>) => view.queryClient.getQueryData<MeDto>(meQueryKey);

describe('useWorkspaceEvents', () => {
  it('applies a member upsert to the member list, and to me when it is my role', () => {
    const view = setup();
    const guest = { ...sampleMembers()[3], role: 'member' } as MemberDto;
    deliver('sync.change', change('member', 'upsert', guest.userId, guest));
    expect(members(view).find((m) => m.userId === guest.userId)?.role).toBe('member');
    expect(cachedMe(view)?.workspaces[0]?.role).toBe('member');

    const myself = { ...sampleMembers()[2], role: 'admin' } as MemberDto;
    deliver('sync.change', change('member', 'upsert', myself.userId, myself));
    expect(cachedMe(view)?.workspaces[0]?.role).toBe('admin');
    expect(cachedMe(view)?.workspaces[1]?.role).toBe('owner');
  });

  it('removes people from the list on a member delete; on the workspace delete sent to me, drops the workspace and goes home', async () => {
    const view = setup();
    deliver('sync.change', change('member', 'delete', 'u-guest', null));
    expect(members(view).map((m) => m.userId)).not.toContain('u-guest');
    expect(view.router.state.location.pathname).toBe('/acme/inbox');

    deliver('sync.change', change('workspace', 'delete', 'w1', null));
    expect(cachedMe(view)?.workspaces.map((w) => w.slug)).toEqual(['other']);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(getToasts().map((t) => t.message)).toContain('You are no longer a member of Acme.');
  });

  it('follows a new address of the open workspace and keeps my role', async () => {
    const view = setup();
    deliver(
      'sync.change',
      change('workspace', 'upsert', 'w1', {
        id: 'w1',
        slug: 'acme-inc',
        name: 'Acme Inc',
        kind: 'team',
        plan: 'paid',
        avatarUrl: null,
      }),
    );
    expect(cachedMe(view)?.workspaces[0]).toMatchObject({
      slug: 'acme-inc',
      name: 'Acme Inc',
      plan: 'paid',
      role: 'member',
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/acme-inc/inbox'));
    expect(view.router.state.location.search).toBe('?settings=Users');
  });

  it('ignores events of other workspaces and malformed payloads', () => {
    const view = setup();
    deliver('sync.change', change('member', 'delete', 'u-member', null, 'unknown'));
    deliver('sync.change', change('workspace', 'delete', 'unknown', null, 'unknown'));
    deliver('sync.change', change('workspace', 'upsert', 'w1', { id: 'w1' }));
    deliver('sync.change', change('member', 'upsert', 'u-guest', { nonsense: true }));
    deliver('sync.change', { nonsense: true });
    expect(cachedMe(view)).toEqual(me());
    expect(members(view)).toEqual(sampleMembers());
  });

  it('stops listening when unmounted', () => {
    const view = setup();
    view.unmount();
    expect([...fakeSocket.handlers.values()].every((set) => set.size === 0)).toBe(true);
  });
});
