import { useParams } from 'react-router';
import { useMe } from '../../features/account/useMe';
import { MeetingPage } from '../../features/calls/MeetingPage';
import { useCurrentWorkspace } from '../../features/shell/useCurrentWorkspace';

/** `/:org/meeting/:id` (calls-call). */
export function CallsCallPage() {
  const { org, id } = useParams();
  const workspace = useCurrentWorkspace();
  const me = useMe();
  if (!org || !id || !workspace || !me.data) return null;
  return (
    <MeetingPage
      key={id}
      org={org}
      callId={id}
      meId={me.data.user.id}
      workspaceId={workspace.id}
      role={workspace.role}
    />
  );
}
