import { liveStatus, type MemberStatusDto } from '@orbit/shared';
import { localDb } from '../../lib/localDb';
import { useLiveQuery } from '../sync/useLiveQuery';
import { useNow } from './useNow';

/** A person's custom status from the local `statuses` table; null when none or run out. */
export function useStatus(userId: string | undefined): MemberStatusDto | null {
  const row = useLiveQuery<MemberStatusDto | null>(
    async () => {
      if (!userId) return null;
      return ((await localDb.statuses.get(userId)) as MemberStatusDto | undefined) ?? null;
    },
    userId ?? '',
    null,
  );
  const now = useNow();
  return liveStatus(row, now.getTime());
}

/** Every status held, by person (the directory reads them all at once). */
export function useStatuses(): Map<string, MemberStatusDto> {
  const rows = useLiveQuery<MemberStatusDto[]>(
    async () => (await localDb.statuses.toArray()) as unknown as MemberStatusDto[],
    'all',
    [],
  );
  const now = useNow().getTime();
  return new Map(rows.flatMap((row) => (liveStatus(row, now) ? [[row.userId, row] as const] : [])));
}
