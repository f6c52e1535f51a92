import type { ReactElement } from 'react';
import { useCurrentWorkspace } from '../account/useCurrentWorkspace';
import type { TaskData } from '../tasks/useTaskData';
import { GroupPage } from './GroupPage';
import { PeopleDirectory } from './PeopleDirectory';
import { PersonPage } from './PersonPage';
import { peopleDirectoryId, toPerson } from './people';
import { useGroupActions } from './useGroupActions';

type Props = {
  id: string;
  org: string;
  workspaceId: string;
  meId: string;
  data: TaskData;
  /** What to show when `id` is no person or group of this workspace (an orbit, a view, not found). */
  otherwise: ReactElement;
};

/**
 * The seed maps person and group to People at `/:org/:id`: the directory (`people`), a person by their
 * user id, a group by its id (server or temporary). Anything else is left to the orbit and view pages.
 */
export function PeopleRoute({ id, org, workspaceId, meId, data, otherwise }: Props) {
  const role = useCurrentWorkspace()?.role ?? 'guest';
  const ctx = useGroupActions(org, workspaceId, meId, role);
  if (id === peopleDirectoryId) {
    return <PeopleDirectory workspaceId={workspaceId} org={org} groups={data.groups} ctx={ctx} />;
  }
  const member = data.members.find((m) => m.userId === id);
  if (member) {
    return (
      <PersonPage
        key={id}
        person={toPerson(member)}
        org={org}
        workspaceId={workspaceId}
        meId={meId}
        data={data}
      />
    );
  }
  const group = data.groups.find((g) => g.id === id || g.clientId === id);
  if (group) {
    return (
      <GroupPage
        key={group.id}
        group={group}
        groups={data.groups}
        org={org}
        workspaceId={workspaceId}
        ctx={ctx}
      />
    );
  }
  return otherwise;
}
