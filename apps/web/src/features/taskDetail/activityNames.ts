import type { TaskData } from '../tasks/useTaskData';

/** Names for the ids a history line holds, from this browser's rows; undefined when none is known. */
export type ActivityNames = {
  person: (id: string | null) => string | undefined;
  status: (id: string) => string | undefined;
  list: (id: string) => string | undefined;
  orbit: (id: string) => string | undefined;
  label: (id: string) => string | undefined;
  task: (id: string) => string | undefined;
};

export type ActivityRows = Pick<TaskData, 'members' | 'orbits' | 'lists' | 'labels' | 'items'>;

/** Matches a row by its server id or the temporary id it was made under. */
const byId = <T extends { id: string; clientId?: string | null | undefined }>(
  rows: readonly T[],
  id: string,
) => rows.find((row) => row.id === id || row.clientId === id);

export function activityNames(rows: ActivityRows): ActivityNames {
  return {
    person: (id) => {
      const member = rows.members.find((m) => m.userId === id);
      return member?.name || member?.email || undefined;
    },
    // A task moved between orbits had a status of the old one: look through every orbit.
    status: (id) => rows.orbits.flatMap((orbit) => orbit.statuses).find((status) => status.id === id)?.name,
    list: (id) => byId(rows.lists, id)?.name,
    orbit: (id) => byId(rows.orbits, id)?.name,
    label: (id) => byId(rows.labels, id)?.name,
    task: (id) => byId(rows.items, id)?.title,
  };
}
