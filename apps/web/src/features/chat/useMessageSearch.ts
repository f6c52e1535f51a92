import { type MessageDto, messageSearchResultSchema } from '@orbit/shared';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/apiClient';

export type SearchHit = { message: MessageDto; snippet: string };
type State = { query: string; hits: SearchHit[]; loading: boolean; failed: boolean };

/** Messages matching the list's search (GET /chat/search, only what the person sees), after a pause. */
export function useMessageSearch(org: string, query: string): State {
  const trimmed = query.trim();
  const [state, setState] = useState<State>({ query: '', hits: [], loading: false, failed: false });
  useEffect(() => {
    if (trimmed.length < 2) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, failed: false }));
    const timer = window.setTimeout(async () => {
      try {
        const hits = await api(
          `/api/orgs/${encodeURIComponent(org)}/chat/search?${new URLSearchParams({ q: trimmed })}`,
          { schema: messageSearchResultSchema, signal: controller.signal },
        );
        setState({ query: trimmed, hits, loading: false, failed: false });
      } catch {
        if (!controller.signal.aborted) setState({ query: trimmed, hits: [], loading: false, failed: true });
      }
    }, 300);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [org, trimmed]);
  return trimmed.length < 2 ? { query: '', hits: [], loading: false, failed: false } : state;
}

/** A snippet's matches (wrapped in «») as parts to draw, the matches marked. */
export function snippetParts(snippet: string): { text: string; match: boolean }[] {
  return snippet
    .split(/(«[^»]*»)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('«') && part.endsWith('»')
        ? { text: part.slice(1, -1), match: true }
        : { text: part, match: false },
    );
}
