import { messageSearchResultSchema, type TaskSearchHit, taskSearchResultSchema } from '@orbit/shared';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/apiClient';

export type MessageHit = { id: string; conversationId: string; parentId: string | null; snippet: string };
export type ServerResults = { query: string; tasks: TaskSearchHit[]; messages: MessageHit[] };

const none = (query: string): ServerResults => ({ query, tasks: [], messages: [] });

/**
 * The server's half of the palette, 200 ms after the last keystroke from two characters on: tasks by
 * their words and typos (GET /search) and chat messages (GET /chat/search). Either failing (offline, an
 * older server) leaves its part empty; the local results stand on their own.
 */
export function useServerSearch(org: string, query: string): ServerResults {
  const [results, setResults] = useState<ServerResults>(() => none(''));
  const q = query.trim();
  useEffect(() => {
    if (q.length < 2) {
      setResults(none(q));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = `q=${encodeURIComponent(q)}&limit=20`;
      const base = `/api/orgs/${encodeURIComponent(org)}`;
      const tasks = api(`${base}/search?${params}`, {
        schema: taskSearchResultSchema,
        signal: controller.signal,
      }).catch(() => []);
      const messages = api(`${base}/chat/search?${params}`, {
        schema: messageSearchResultSchema,
        signal: controller.signal,
      })
        .then((hits) =>
          hits.map((hit) => ({
            id: hit.message.id,
            conversationId: hit.message.conversationId,
            parentId: hit.message.parentId,
            snippet: hit.snippet,
          })),
        )
        .catch(() => []);
      void Promise.all([tasks, messages]).then(([taskHits, messageHits]) => {
        if (!controller.signal.aborted) setResults({ query: q, tasks: taskHits, messages: messageHits });
      });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [org, q]);
  return results;
}
