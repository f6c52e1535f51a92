import { useMemo } from 'react';
import { localDb } from '../../lib/localDb';
import type { SyncMember } from '../sync/schemas';
import { useLiveQuery } from '../sync/useLiveQuery';
import { type Person, toPerson } from './people';

const none: SyncMember[] = [];

/** Everyone in the workspace, from the local `users` table (kept current by the sync engine). */
export function usePeople(workspaceId: string | undefined): { people: Person[]; loaded: boolean } {
  const rows = useLiveQuery<SyncMember[] | undefined>(
    async () => {
      if (!workspaceId) return none;
      const users = await localDb.users
        .filter((u) => Array.isArray(u.workspaceIds) && u.workspaceIds.includes(workspaceId))
        .toArray();
      return users as unknown as SyncMember[];
    },
    workspaceId ?? '',
    undefined,
  );
  return useMemo(() => ({ people: (rows ?? none).map(toPerson), loaded: rows !== undefined }), [rows]);
}
