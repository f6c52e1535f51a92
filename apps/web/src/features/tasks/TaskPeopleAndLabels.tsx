import { useTranslation } from 'react-i18next';
import { LabelPill } from '../../ui/LabelPill';
import type { Group, Label, SyncMember } from '../sync/schemas';
import { TaskAssignees } from './TaskAssignees';
import { TaskMultiField } from './TaskMultiField';

type Props = {
  members: SyncMember[];
  /** Picking a group adds its members (those still in the workspace). */
  groups?: Group[];
  labels: Label[];
  assigneeIds: readonly string[];
  labelIds: readonly string[];
  onAssignees: (ids: string[]) => void;
  onLabels: (ids: string[]) => void;
};

const groupOptionPrefix = 'group:';

/** The chosen values with each group picked replaced by its members (once each, workspace members only). */
export function expandGroups(
  values: readonly string[],
  groups: readonly Group[],
  members: readonly SyncMember[],
) {
  const known = new Set(members.map((m) => m.userId));
  const ids = new Set<string>();
  for (const value of values) {
    if (!value.startsWith(groupOptionPrefix)) {
      ids.add(value);
      continue;
    }
    const group = groups.find((g) => g.id === value.slice(groupOptionPrefix.length));
    for (const id of group?.memberIds ?? []) if (known.has(id)) ids.add(id);
  }
  return [...ids];
}

/** Assignees and labels of a task form, each a multi-select picker showing what is chosen. */
export function TaskPeopleAndLabels({
  members,
  groups = [],
  labels,
  assigneeIds,
  labelIds,
  onAssignees,
  onLabels,
}: Props) {
  const { t } = useTranslation('tasks');
  const { t: tDetail } = useTranslation('taskDetail');
  return (
    <>
      <TaskMultiField
        label={t('fields.assignees')}
        values={assigneeIds}
        placeholder={t('fields.unassigned')}
        options={[
          ...members.map((m) => {
            const name = m.name ?? m.email ?? '';
            return {
              value: m.userId,
              label: name,
              avatar: { id: m.userId, name, imageUrl: m.avatarUrl ?? null },
            };
          }),
          ...groups.map((g) => ({
            value: `${groupOptionPrefix}${g.id}`,
            label: g.name,
            icon: 'users' as const,
            hint: t('fields.groupHint', { count: g.memberIds.length }),
            group: t('fields.groups'),
          })),
        ]}
        onChange={(values) => onAssignees(expandGroups(values, groups, members))}
      >
        <span aria-hidden="true">
          <TaskAssignees ids={assigneeIds} members={members} />
        </span>
        <span className="task-picker-value">
          {assigneeIds
            .map((id) => {
              const m = members.find((member) => member.userId === id);
              return m?.name ?? m?.email ?? '';
            })
            .join(', ')}
        </span>
      </TaskMultiField>
      <TaskMultiField
        label={t('fields.labels')}
        values={labelIds}
        placeholder={labels.length ? tDetail('labels.pick') : tDetail('labels.none')}
        options={labels.map((l) => ({ value: l.id, label: l.name, color: l.color ?? undefined }))}
        onChange={onLabels}
      >
        <span className="task-picker-pills">
          {labelIds.map((id) => {
            const label = labels.find((l) => l.id === id);
            return label ? <LabelPill key={id} name={label.name} color={label.color ?? 'gray'} /> : null;
          })}
        </span>
      </TaskMultiField>
    </>
  );
}
