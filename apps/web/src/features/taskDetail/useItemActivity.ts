import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api/apiClient';

// Lenient on `kind` and `data`: a newer server's kinds (attachments, comments) must not break the list.
const activitySchema = z.array(
  z.object({
    id: z.string(),
    actorId: z.string().nullable(),
    kind: z.string(),
    data: z.record(z.string(), z.unknown()).catch({}),
    createdAt: z.string(),
  }),
);
export type ActivityEntry = z.infer<typeof activitySchema>[number];

/**
 * A task's history (GET /items/:id/activity), newest first. `seq` is part of the key, so every change
 * to the task fetches it again; the previous list stays on screen meanwhile.
 */
export function useItemActivity(org: string, itemId: string, seq: number, enabled = true) {
  return useQuery({
    queryKey: ['item-activity', org, itemId, seq],
    queryFn: ({ signal }) =>
      api(`/api/orgs/${encodeURIComponent(org)}/items/${encodeURIComponent(itemId)}/activity`, {
        signal,
        schema: activitySchema,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
