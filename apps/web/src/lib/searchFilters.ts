import type { TaskSearchStatus } from '@orbit/shared';

/** `/:org/search`: the search page, at an id no orbit, view, person or group can have (ids are 20 characters). */
export const searchPageId = 'search';

export const searchKinds = ['all', 'tasks', 'documents', 'messages', 'people', 'orbits'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The search page's state, all of it in the address (`?q=&kind=&orbit=&person=&status=&from=&to=`). */
export type SearchFilters = {
  q: string;
  kind: SearchKind;
  orbitId: string;
  personId: string;
  status: TaskSearchStatus | '';
  /** Days, 'YYYY-MM-DD' (or ''), both included. */
  from: string;
  to: string;
};

const day = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

export function readFilters(params: URLSearchParams): SearchFilters {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    q: params.get('q') ?? '',
    kind: oneOf(searchKinds, params.get('kind'), 'all'),
    orbitId: params.get('orbit') ?? '',
    personId: params.get('person') ?? '',
    status: oneOf(['open', 'done', ''] as const, params.get('status'), ''),
    from: day.test(from) ? from : '',
    to: day.test(to) ? to : '',
  };
}

/** The address's query for `filters` (defaults left out, so a plain search reads `?q=launch`). */
export function writeFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.kind !== 'all') params.set('kind', filters.kind);
  if (filters.orbitId) params.set('orbit', filters.orbitId);
  if (filters.personId) params.set('person', filters.personId);
  if (filters.status) params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

/** The page's address for a search (the palette's "See all results"). */
export function searchPath(org: string, q: string): string {
  const query = writeFilters({ ...noFilters, q: q.trim() }).toString();
  return `/${org}/${searchPageId}${query ? `?${query}` : ''}`;
}

export const noFilters: SearchFilters = {
  q: '',
  kind: 'all',
  orbitId: '',
  personId: '',
  status: '',
  from: '',
  to: '',
};

/**
 * Which kinds a search shows: a filter only tasks have (status, person, dates) leaves tasks alone; the
 * orbit narrows tasks and documents; and so on.
 */
export function kindsShown(filters: SearchFilters): Set<Exclude<SearchKind, 'all'>> {
  const all = new Set<Exclude<SearchKind, 'all'>>(
    filters.kind === 'all' ? ['tasks', 'documents', 'messages', 'people', 'orbits'] : [filters.kind],
  );
  if (filters.status || filters.personId || filters.from || filters.to) all.delete('documents');
  if (filters.orbitId || filters.status) {
    all.delete('messages');
    all.delete('people');
    all.delete('orbits');
  }
  if (filters.personId || filters.from || filters.to) {
    all.delete('people');
    all.delete('orbits');
  }
  return all;
}

/** A local day's start as an ISO time ('2026-03-01' → midnight there), or undefined for ''. */
export function dayStart(value: string, plusDays = 0): string | undefined {
  if (!value) return undefined;
  const [y, m, d] = value.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, (d ?? 1) + plusDays).toISOString();
}

/** The server's query for tasks or messages under `filters` (the `to` day included). */
export function serverQuery(filters: SearchFilters, extra: Record<string, string>): URLSearchParams {
  const params = new URLSearchParams({ q: filters.q.trim(), limit: '50', ...extra });
  const from = dayStart(filters.from);
  const to = dayStart(filters.to, 1);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  return params;
}
