import type {
  InviteDto,
  InviteLinkDto,
  MeDto,
  MemberDto,
  OrbitDto,
  OverseenOrbit,
  Role,
  WorkspaceSummary,
} from '@orbit/shared';
import { type FakeRequest, fakeServer, jsonResponse } from './fakeServer';

export const workspaceAs = (role: Role, overrides: Partial<WorkspaceSummary> = {}): WorkspaceSummary => ({
  id: 'w1',
  slug: 'acme',
  name: 'Acme',
  kind: 'team',
  plan: 'free',
  role,
  avatarUrl: null,
  ...overrides,
});

const person = (userId: string, name: string, role: Role): MemberDto => ({
  userId,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  avatarUrl: null,
  title: '',
  timeZone: null,
  role,
  joinedAt: '2030-01-01T00:00:00.000Z',
});

/** One person per role; the signed-in user is the one with `viewerRole`. */
export function sampleMembers(): MemberDto[] {
  return [
    person('u-owner', 'Olive Owner', 'owner'),
    person('u-admin', 'Ada Admin', 'admin'),
    person('u-member', 'Max Member', 'member'),
    person('u-guest', 'Gus Guest', 'guest'),
  ];
}

export const viewerIdFor = (role: Role) => `u-${role}`;

export const sampleInvite = (email = 'new@example.com'): InviteDto => ({
  id: `inv-${email}`,
  email,
  role: 'member',
  workspace: { slug: 'acme', name: 'Acme' },
  inviterName: 'Olive Owner',
  expiresAt: '2030-01-08T00:00:00.000Z',
  status: 'pending',
});

/** Settings → All orbits: one public orbit the viewer is in, one private one they are not. */
export const sampleOrbits = (): OverseenOrbit[] => [
  {
    id: 'o1',
    name: 'Launch',
    color: null,
    visibility: 'public',
    archived: false,
    memberCount: 3,
    joined: true,
    createdBy: 'u-owner',
  },
  {
    id: 'o2',
    name: 'Secret',
    color: null,
    visibility: 'private',
    archived: false,
    memberCount: 1,
    joined: false,
    createdBy: 'u-member',
  },
];

const sampleOrbitDto = (id: string): OrbitDto => ({
  id,
  clientId: null,
  workspaceId: 'w1',
  name: 'Secret',
  description: '',
  color: null,
  icon: null,
  visibility: 'private',
  memberIds: ['u-member'],
  statuses: [{ id: 's1', name: 'To do', kind: 'open', color: 'gray', position: 0 }],
  position: 'a0',
  archivedAt: null,
  seq: 1,
});

type Override = (request: FakeRequest) => Response | undefined;

/**
 * A small in-memory API for one workspace (`acme`): members, invites and the invite link change as
 * the real server would change them. `override` answers first, to inject failures.
 */
export function fakeOrgServer(viewerRole: Role, override: Override = () => undefined) {
  const state = {
    members: sampleMembers(),
    invites: [sampleInvite('pending@example.com')],
    link: { token: 'tok1', enabled: true, url: 'http://localhost/invite?join=tok1' } as InviteLinkDto,
    workspace: workspaceAs(viewerRole),
    orbits: sampleOrbits(),
  };
  const me = (): MeDto => ({
    user: {
      id: viewerIdFor(viewerRole),
      email: `${viewerRole}@example.com`,
      name: 'Viewer',
      avatarUrl: null,
      emailVerified: true,
      onboardingStep: 'done',
      locale: null,
    },
    workspaces: [state.workspace],
  });

  const requests = fakeServer((request) => {
    const overridden = override(request);
    if (overridden) return overridden;
    const { method, path } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const memberId = /^\/api\/orgs\/acme\/members\/([^/]+)$/.exec(path)?.[1];
    const inviteId = /^\/api\/orgs\/acme\/invites\/([^/]+)/.exec(path)?.[1];

    if (path === '/api/auth/me') return jsonResponse(200, me());
    if (path === '/api/orgs/acme/members') return jsonResponse(200, state.members);
    if (memberId && method === 'PATCH') {
      state.members = state.members.map((m) =>
        m.userId === memberId ? { ...m, role: body.role as Role } : m,
      );
      return jsonResponse(
        200,
        state.members.find((m) => m.userId === memberId),
      );
    }
    if (memberId && method === 'DELETE') {
      state.members = state.members.filter((m) => m.userId !== memberId);
      return new Response(null, { status: 204 });
    }
    if (path === '/api/orgs/acme/invites' && method === 'GET') return jsonResponse(200, state.invites);
    if (path === '/api/orgs/acme/invites' && method === 'POST') {
      const created = (body.emails as string[]).map((email) => ({
        ...sampleInvite(email),
        role: body.role as Role,
      }));
      state.invites = [...state.invites, ...created];
      return jsonResponse(201, created);
    }
    if (inviteId && method === 'DELETE') {
      state.invites = state.invites.filter((i) => i.id !== decodeURIComponent(inviteId));
      return new Response(null, { status: 204 });
    }
    if (inviteId && method === 'POST') return new Response(null, { status: 204 });
    if (path === '/api/orgs/acme/invite-link' && method === 'GET') return jsonResponse(200, state.link);
    if (path === '/api/orgs/acme/invite-link' && method === 'PATCH') {
      state.link = { ...state.link, enabled: body.enabled as boolean };
      return jsonResponse(200, state.link);
    }
    if (path === '/api/orgs/acme/invite-link/rotate') {
      state.link = { token: 'tok2', enabled: state.link.enabled, url: 'http://localhost/invite?join=tok2' };
      return jsonResponse(200, state.link);
    }
    if (path === '/api/orgs/acme' && method === 'PATCH') {
      state.workspace = { ...state.workspace, ...(body as Partial<WorkspaceSummary>) };
      return jsonResponse(200, state.workspace);
    }
    if (path === '/api/orgs/acme/orbits/all') return jsonResponse(200, state.orbits);
    const joinId = /^\/api\/orgs\/acme\/orbits\/([^/]+)\/join$/.exec(path)?.[1];
    if (joinId && method === 'POST') {
      state.orbits = state.orbits.map((o) =>
        o.id === joinId ? { ...o, joined: true, memberCount: o.memberCount + 1 } : o,
      );
      return jsonResponse(200, sampleOrbitDto(joinId));
    }
    if (path === '/api/orgs/acme/plan') {
      state.workspace = { ...state.workspace, plan: body.plan as WorkspaceSummary['plan'] };
      return jsonResponse(200, state.workspace);
    }
    return jsonResponse(404, { code: 'not_found', message: `No fake for ${method} ${path}` });
  });
  return { requests, state };
}

/** The error body the API sends, for overrides. */
export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  jsonResponse(status, fields ? { code, message, fields } : { code, message });
