import { useSearchParams } from 'react-router';
import { useMe } from '../account/useMe';

/**
 * The workspace the onboarding just created: named in the `workspace` query by the step that made
 * it, or (after a reload or a login that resumed onboarding) the first one the user owns.
 */
export function useOnboardingWorkspace(): { slug: string | null; loading: boolean } {
  const [params] = useSearchParams();
  const fromQuery = params.get('workspace');
  const me = useMe();
  if (fromQuery) return { slug: fromQuery, loading: false };
  const workspaces = me.data?.workspaces ?? [];
  const owned = workspaces.find((w) => w.role === 'owner') ?? workspaces[0];
  return { slug: owned?.slug ?? null, loading: me.isPending };
}
