import type { WorkspaceSummary } from '@orbit/shared';
import { useParams } from 'react-router';
import { useMe } from './useMe';

/** The workspace named by the `:org` route parameter, if the user belongs to it. */
export function useCurrentWorkspace(): WorkspaceSummary | undefined {
  const { org } = useParams();
  const me = useMe();
  return me.data?.workspaces.find((w) => w.slug === org);
}
