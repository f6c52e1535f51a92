/** `/api/orgs/<slug><rest>`, the slug escaped (it comes from the URL). */
export function orgPath(slug: string, rest = ''): string {
  return `/api/orgs/${encodeURIComponent(slug)}${rest}`;
}
