import type { dueFilters, ViewFilters, viewLayouts } from '@orbit/shared';
import type { Priority, View } from '../sync/schemas';
import { asGroupBy, type GroupBy } from '../tasks/groupTasks';
import type { SortDir, ViewSortField } from '../tasks/sortTasks';
import type { ViewFields } from '../tasks/viewActions';

export type ViewLayout = (typeof viewLayouts)[number];
export type DueFilter = (typeof dueFilters)[number];
export type StatusKind = 'open' | 'done';

/** The editor's form state: every filter as a plain value ('' or [] meaning "any"). */
export type ViewDraft = {
  name: string;
  visibility: 'private' | 'shared';
  layout: ViewLayout;
  groupBy: GroupBy;
  sortField: ViewSortField;
  sortDir: SortDir;
  showCompleted: boolean;
  orbitIds: string[];
  assigneeIds: string[];
  statusKinds: StatusKind[];
  statusIds: string[];
  due: DueFilter | '';
  priorities: Priority[];
  labelIds: string[];
  text: string;
};

const sortFields: readonly string[] = ['position', 'dueAt', 'priority', 'createdAt', 'title'];

/** The form state for a view being edited, or the defaults of a new one. */
export function draftFromView(view?: View): ViewDraft {
  const f = view?.filters ?? {};
  const field = view?.sort?.field ?? 'position';
  return {
    name: view?.name ?? '',
    visibility: view?.visibility ?? 'private',
    layout: view?.layout ?? 'list',
    groupBy: asGroupBy(view?.groupBy),
    sortField: sortFields.includes(field) ? (field as ViewSortField) : 'position',
    sortDir: view?.sort?.dir ?? 'asc',
    showCompleted: view?.showCompleted ?? false,
    orbitIds: f.orbitIds ?? [],
    assigneeIds: f.assigneeIds ?? [],
    statusKinds: f.statusKinds ?? [],
    // Kept as they were: the editor offers status kinds, not each orbit's statuses.
    statusIds: f.statusIds ?? [],
    due: f.due ?? '',
    priorities: f.priorities ?? [],
    labelIds: f.labelIds ?? [],
    text: f.text ?? '',
  };
}

/** The request fields of a draft; a filter left at "any" is not sent at all. */
export function fieldsFromDraft(draft: ViewDraft): ViewFields {
  const filters: ViewFilters = {};
  if (draft.orbitIds.length) filters.orbitIds = draft.orbitIds;
  if (draft.assigneeIds.length) filters.assigneeIds = draft.assigneeIds;
  if (draft.statusKinds.length) filters.statusKinds = draft.statusKinds;
  if (draft.statusIds.length) filters.statusIds = draft.statusIds;
  if (draft.due) filters.due = draft.due;
  if (draft.priorities.length) filters.priorities = draft.priorities;
  if (draft.labelIds.length) filters.labelIds = draft.labelIds;
  if (draft.text.trim()) filters.text = draft.text.trim();
  return {
    name: draft.name.trim(),
    visibility: draft.visibility,
    layout: draft.layout,
    filters,
    groupBy: draft.groupBy,
    sort: { field: draft.sortField, dir: draft.sortDir },
    showCompleted: draft.showCompleted,
  };
}
