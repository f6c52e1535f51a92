import type { BootstrapDto, FavoriteDto, MemberDto } from '@orbit/shared';
import type { LocalRow } from '../../lib/localDb';
import type { ListKind } from './applyChanges';

/** The bootstrap's sections kept in the `lists` table, each with the kind its rows are told apart by. */
export const listSectionKinds = {
  orbits: 'orbit',
  lists: 'list',
  views: 'view',
  labels: 'label',
  groups: 'group',
  boards: 'board',
  documents: 'document',
} as const satisfies Partial<Record<keyof BootstrapDto, ListKind>>;

/** How IndexedDB holds a row of a `lists` section. */
export const listRowOf = <R extends object>(row: R, kind: ListKind, workspaceId: string) => ({
  ...row,
  kind,
  workspaceId,
});

/** How IndexedDB holds a star (`favorites`, keyed by the task's id). */
export const favoriteRowOf = (fav: FavoriteDto, workspaceId: string) => ({
  ...fav,
  item_id: fav.itemId,
  workspaceId,
});

/** How IndexedDB holds a person (`users`, keyed by their id, with the workspaces they are seen in). */
export const memberRowOf = (member: MemberDto, workspaceIds: string[]): LocalRow & { id: string } => ({
  ...member,
  id: member.userId,
  workspaceIds,
});
