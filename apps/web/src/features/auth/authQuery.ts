import { useSearchParams } from 'react-router';

/** The query parameters the sign-in pages read (the seed's invite, join, redirect, template, error). */
export type AuthQuery = {
  invite: string | null;
  join: string | null;
  redirect: string | null;
  template: string | null;
  error: string | null;
  /** The whole current query string with its `?`, or '' (links to the other auth page keep it). */
  search: string;
};

export function readAuthQuery(params: URLSearchParams): AuthQuery {
  const search = params.toString();
  return {
    invite: params.get('invite') || null,
    join: params.get('join') || null,
    redirect: params.get('redirect') || null,
    template: params.get('template') || null,
    error: params.get('error') || null,
    search: search ? `?${search}` : '',
  };
}

export function useAuthQuery(): AuthQuery {
  const [params] = useSearchParams();
  return readAuthQuery(params);
}
