import type { Item, Orbit, SyncMember, View } from '../sync/schemas';
import type { GroupNames } from './groupTasks';
import type { TaskData } from './useTaskData';

// Rows shared by the views tests.

export const orbitA = {
  id: 'oa',
  workspaceId: 'w1',
  name: 'Apollo',
  visibility: 'public',
  memberIds: [],
  statuses: [
    { id: 'a-todo', name: 'To do', kind: 'open', color: 'grey', position: 0 },
    { id: 'a-doing', name: 'In progress', kind: 'open', color: 'blue', position: 1 },
    { id: 'a-done', name: 'Done', kind: 'done', color: 'green', position: 2 },
  ],
  seq: 1,
} as Orbit;

export const orbitB = {
  ...orbitA,
  id: 'ob',
  name: 'Borealis',
  statuses: [
    { id: 'b-todo', name: 'To do', kind: 'open', color: 'grey', position: 0 },
    { id: 'b-review', name: 'Review', kind: 'open', color: 'blue', position: 1 },
    { id: 'b-done', name: 'Done', kind: 'done', color: 'green', position: 2 },
  ],
} as Orbit;

export const members: SyncMember[] = [
  { userId: 'u-zoe', name: 'Zoë Zimmer' },
  { userId: 'u-al', name: 'Al Adams' },
];

export const names: GroupNames = {
  noStatus: 'No status',
  noAssignee: 'No assignee',
  noOrbit: 'Other',
  kind: { open: 'Open', done: 'Done' },
  priority: { none: 'No priority', low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' },
  due: {
    overdue: 'Overdue',
    today: 'Today',
    tomorrow: 'Tomorrow',
    next7: 'Next 7 days',
    later: 'Later',
    none: 'No date',
  },
};

/** A live open task in orbit A unless told otherwise. */
export function task(id: string, fields: Partial<Item> = {}): Item {
  return {
    id,
    workspaceId: 'w1',
    orbitId: 'oa',
    title: id,
    statusId: 'a-todo',
    priority: 'none',
    assigneeIds: [],
    labelIds: [],
    dueHasTime: false,
    position: 'a0',
    seq: 1,
    ...fields,
  } as Item;
}

/** A shared view of the signed-in user (`me`). */
export const sharedView = {
  id: 'v1',
  workspaceId: 'w1',
  ownerId: 'me',
  name: 'Hot',
  visibility: 'shared',
  seq: 1,
} as View;

/** Loaded task data holding only these views. */
export function dataWithViews(views: View[]): TaskData {
  return {
    orbits: [],
    lists: [],
    views,
    labels: [],
    items: [],
    members: [],
    groups: [],
    favoriteIds: new Set(),
    loaded: true,
  };
}
