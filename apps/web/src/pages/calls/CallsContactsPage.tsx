import { useParams } from 'react-router';
import { useCurrentWorkspace } from '../../features/account/useCurrentWorkspace';
import { useMe } from '../../features/account/useMe';
import { CallContacts } from '../../features/calls/CallContacts';

/** `/:org/meetings` (calls-contacts). */
export function CallsContactsPage() {
  const { org } = useParams();
  const workspace = useCurrentWorkspace();
  const me = useMe();
  if (!org || !workspace || !me.data) return null;
  return <CallContacts org={org} workspaceId={workspace.id} meId={me.data.user.id} />;
}
