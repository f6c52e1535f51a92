import { useParams } from 'react-router';
import { useCurrentWorkspace } from '../../features/account/useCurrentWorkspace';
import { useMe } from '../../features/account/useMe';
import { CallHistory } from '../../features/calls/CallHistory';

/** `/:org/meetings/history` (calls-home). */
export function CallsHomePage() {
  const { org } = useParams();
  const workspace = useCurrentWorkspace();
  const me = useMe();
  if (!org || !workspace || !me.data) return null;
  return <CallHistory org={org} workspaceId={workspace.id} meId={me.data.user.id} />;
}
