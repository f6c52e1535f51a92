import type { SocialProvider } from '@orbit/shared';

const forwarded = ['invite', 'join', 'redirect', 'template'] as const;

/** `/api/social/{provider}?` plus whichever of invite, join, redirect and template the page has. */
export function socialSignInUrl(provider: SocialProvider, current: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of forwarded) {
    const value = current.get(key);
    if (value) query.set(key, value);
  }
  return `/api/social/${provider}?${query.toString()}`;
}
