import {
  messageSearchResultSchema,
  SEARCH_OFFSET_MAX,
  type TaskSearchHit,
  taskSearchResultSchema,
} from '@orbit/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api/apiClient';
import { type SearchFilters, serverQuery } from '../../lib/searchFilters';
import type { MessageResult } from './useSearchResults';

/** One page of the search page's server results (what `serverQuery` asks for). */
export const SEARCH_PAGE_SIZE = 50;

export type MoreResults<T> = {
  /** The hits of the pages after the first, in order. */
  hits: T[];
  /** Another page may follow (the last one asked for was full). */
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  /** Asks for the next page. */
  load(): void;
};

/** A page of the server's results from `offset` on, under these filters. */
export type FetchPage<T> = (filters: SearchFilters, offset: number, signal: AbortSignal) => Promise<T[]>;

const keyOf = (filters: SearchFilters) => JSON.stringify(filters);

function pageQuery(filters: SearchFilters, extra: Record<string, string>, offset: number): URLSearchParams {
  const query = serverQuery(filters, { ...extra, offset: String(offset) });
  query.set('limit', String(SEARCH_PAGE_SIZE));
  return query;
}

const orgBase = (org: string) => `/api/orgs/${encodeURIComponent(org)}`;

/** Tasks (GET /search) under the filters that narrow tasks. */
export const taskPages =
  (org: string): FetchPage<TaskSearchHit> =>
  (filters, offset, signal) => {
    const extra: Record<string, string> = {};
    if (filters.orbitId) extra.orbitId = filters.orbitId;
    if (filters.personId) extra.personId = filters.personId;
    if (filters.status) extra.status = filters.status;
    return api(`${orgBase(org)}/search?${pageQuery(filters, extra, offset)}`, {
      schema: taskSearchResultSchema,
      signal,
    });
  };

/** Messages (GET /chat/search) under the filters that narrow messages. */
export const messagePages =
  (org: string): FetchPage<MessageResult> =>
  (filters, offset, signal) => {
    const extra: Record<string, string> = {};
    if (filters.personId) extra.authorId = filters.personId;
    return api(`${orgBase(org)}/chat/search?${pageQuery(filters, extra, offset)}`, {
      schema: messageSearchResultSchema,
      signal,
    });
  };

/**
 * "Show more" for one kind of the search page's server results: the first page comes with the page
 * (`useSearchResults`, `firstCount` hits); each `load()` asks for the next page with `offset` and adds
 * it. Everything starts over when the filters change (`settledKey`: the filters the first page
 * answers).
 */
export function useMoreResults<T>(
  fetchPage: FetchPage<T>,
  filters: SearchFilters,
  settledKey: string,
  firstCount: number,
): MoreResults<T> {
  const key = keyOf(filters);
  const [state, setState] = useState<{
    key: string;
    hits: T[];
    last: number;
    loading: boolean;
    failed: boolean;
  }>({
    key: '',
    hits: [],
    last: 0,
    loading: false,
    failed: false,
  });
  const controller = useRef<AbortController | null>(null);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  // New filters: the pages of the old ones go, and a page still coming for them is dropped.
  useEffect(() => {
    controller.current?.abort();
    setState({ key, hits: [], last: 0, loading: false, failed: false });
  }, [key]);
  useEffect(() => () => controller.current?.abort(), []);

  const current = state.key === key ? state : { key, hits: [], last: 0, loading: false, failed: false };
  const offset = firstCount + current.hits.length;
  const lastFull =
    current.hits.length === 0 ? firstCount === SEARCH_PAGE_SIZE : current.last === SEARCH_PAGE_SIZE;
  // The server pages up to SEARCH_OFFSET_MAX hits ahead; past that the filters narrow it down.
  const hasMore = settledKey === key && lastFull && offset <= SEARCH_OFFSET_MAX;

  const load = useCallback(() => {
    if (current.loading) return;
    const next = new AbortController();
    controller.current?.abort();
    controller.current = next;
    setState((s) => ({ ...(s.key === key ? s : { key, hits: [], last: 0 }), loading: true, failed: false }));
    fetcher.current(filters, offset, next.signal).then(
      (page) =>
        setState((s) =>
          s.key === key
            ? { key, hits: [...s.hits, ...page], last: page.length, loading: false, failed: false }
            : s,
        ),
      () => {
        if (!next.signal.aborted)
          setState((s) => (s.key === key ? { ...s, loading: false, failed: true } : s));
      },
    );
  }, [current.loading, key, filters, offset]);

  return { hits: current.hits, hasMore, loading: current.loading, failed: current.failed, load };
}
