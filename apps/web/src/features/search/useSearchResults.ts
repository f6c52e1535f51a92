import {
  type DocumentSearchHit,
  documentSearchResultSchema,
  type MessageDto,
  messageSearchResultSchema,
  type TaskSearchHit,
  taskSearchResultSchema,
} from '@orbit/shared';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/apiClient';
import { kindsShown, type SearchFilters, serverQuery } from '../../lib/searchFilters';

export type MessageResult = { message: MessageDto; snippet: string };

export type SearchResults = {
  /** The filters these results answer ('' before the first answer). */
  key: string;
  tasks: TaskSearchHit[];
  documents: DocumentSearchHit[];
  messages: MessageResult[];
  loading: boolean;
  /** The server could not be asked (offline) or answered an error: its results are missing. */
  failed: boolean;
};

const keyOf = (filters: SearchFilters) => JSON.stringify(filters);

/**
 * The server's half of the search page, 250 ms after the filters last changed: tasks (GET /search),
 * documents (GET /search/documents) and messages (GET /chat/search) under the filters that apply to
 * each; `retry()` asks again.
 */
export function useSearchResults(org: string, filters: SearchFilters): SearchResults & { retry(): void } {
  const key = keyOf(filters);
  const [attempt, setAttempt] = useState(0);
  const [results, setResults] = useState<SearchResults>({
    key: '',
    tasks: [],
    documents: [],
    messages: [],
    loading: false,
    failed: false,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filters; `attempt` asks again
  useEffect(() => {
    if (filters.q.trim() === '') {
      setResults({ key, tasks: [], documents: [], messages: [], loading: false, failed: false });
      return;
    }
    const shown = kindsShown(filters);
    const controller = new AbortController();
    setResults((r) => ({ ...r, loading: true, failed: false }));
    const base = `/api/orgs/${encodeURIComponent(org)}`;
    const timer = window.setTimeout(async () => {
      try {
        const taskParams: Record<string, string> = {};
        if (filters.orbitId) taskParams.orbitId = filters.orbitId;
        if (filters.personId) taskParams.personId = filters.personId;
        if (filters.status) taskParams.status = filters.status;
        const messageParams: Record<string, string> = {};
        if (filters.personId) messageParams.authorId = filters.personId;
        const documentParams: Record<string, string> = {};
        if (filters.orbitId) documentParams.orbitId = filters.orbitId;
        const [tasks, documents, messages] = await Promise.all([
          shown.has('tasks')
            ? api(`${base}/search?${serverQuery(filters, taskParams)}`, {
                schema: taskSearchResultSchema,
                signal: controller.signal,
              })
            : [],
          shown.has('documents')
            ? api(`${base}/search/documents?${serverQuery(filters, documentParams)}`, {
                schema: documentSearchResultSchema,
                signal: controller.signal,
              })
            : [],
          shown.has('messages')
            ? api(`${base}/chat/search?${serverQuery(filters, messageParams)}`, {
                schema: messageSearchResultSchema,
                signal: controller.signal,
              })
            : [],
        ]);
        setResults({ key, tasks, documents, messages, loading: false, failed: false });
      } catch {
        if (!controller.signal.aborted)
          setResults({ key, tasks: [], documents: [], messages: [], loading: false, failed: true });
      }
    }, 250);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [org, key, attempt]);
  return { ...results, retry: () => setAttempt((n) => n + 1) };
}
