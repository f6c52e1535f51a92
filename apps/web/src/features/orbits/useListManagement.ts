import { canManageLists } from '@orbit/shared';
import { useCurrentWorkspace } from '../account/useCurrentWorkspace';
import type { OrbitActions } from './orbitActions';
import { useOrbitActions } from './useOrbitActions';

export type ListManagement = {
  actions: OrbitActions | undefined;
  /** Rename, reorder, delete and create lists (not guests: the server refuses them). */
  canManage: boolean;
};

/** What the list layout needs to manage lists: the writes, and whether this person may. */
export function useListManagement(): ListManagement {
  const role = useCurrentWorkspace()?.role;
  return { actions: useOrbitActions(), canManage: role !== undefined && canManageLists(role) };
}
