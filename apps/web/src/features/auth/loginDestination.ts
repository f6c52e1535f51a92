import { safeRedirectPath } from './safeRedirectPath';

export type LoginDestinationInput = {
  template: string | null;
  redirectQuery: string | null;
  responseRedirect: string | null | undefined;
};

/**
 * The seed's order after a login: the dashboard with the template query when a template was chosen
 * (our template route, `/template?template=…`, which applies it to the current workspace), else the
 * redirect query, else the server's redirect, else `/`.
 */
export function loginDestination({
  template,
  redirectQuery,
  responseRedirect,
}: LoginDestinationInput): string {
  if (template) return `/template?${new URLSearchParams({ template }).toString()}`;
  return safeRedirectPath(redirectQuery) ?? safeRedirectPath(responseRedirect) ?? '/';
}
