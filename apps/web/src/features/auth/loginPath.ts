import type { AuthQuery } from './authQuery';

/** The seed's three login calls: an invite login, an invite-link login, or a plain one. */
export function loginPath(query: Pick<AuthQuery, 'invite' | 'join'>): string {
  if (query.invite) return '/api/invites/login';
  if (query.join) return '/api/invite-link/login';
  return '/api/auth/login';
}
