import { useMemo } from 'react';
import { localDb } from '../../lib/localDb';
import type { Group } from '../sync/schemas';
import { useLiveQuery } from '../sync/useLiveQuery';

const none: Group[] = [];

/** The workspace's groups by name, from the local `lists` table (kind 'group'). */
export function useGroups(workspaceId: string | undefined): Group[] {
  const rows = useLiveQuery<Group[]>(
    async () => {
      if (!workspaceId) return none;
      const found = await localDb.lists
        .filter((row) => row.kind === 'group' && row.workspaceId === workspaceId)
        .toArray();
      return found as unknown as Group[];
    },
    workspaceId ?? '',
    none,
  );
  return useMemo(() => [...rows].sort((a, b) => a.name.localeCompare(b.name)), [rows]);
}

/** Whether a group of this name exists already (case and surrounding spaces ignored), other than `exceptId`. */
export function groupNameTaken(groups: readonly Group[], name: string, exceptId?: string): boolean {
  const wanted = name.trim().toLowerCase();
  return groups.some((g) => g.id !== exceptId && g.name.trim().toLowerCase() === wanted);
}
