import { useParams } from 'react-router';
import { useCurrentWorkspace } from '../../features/account/useCurrentWorkspace';
import { useMe } from '../../features/account/useMe';
import { MeetingPage } from '../../features/calls/MeetingPage';

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
