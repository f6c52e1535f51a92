import { between } from '@orbit/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker, type DatePickerLabels } from '../../ui/DatePicker';
import { Dialog } from '../../ui/Dialog';
import { FormDialogFooter } from '../../ui/FormDialogFooter';
import { plainTextToDoc } from '../editor/richTextDoc';
import type { Priority } from '../sync/schemas';
import { dueFromInputs } from './dueInput';
import { statusesOf } from './filterTasks';
import { OrbitBadge } from './OrbitBadge';
import { PriorityField } from './PriorityField';
import { StatusField } from './StatusField';
import { TaskPeopleAndLabels } from './TaskPeopleAndLabels';
import { TaskSelectField } from './TaskSelectField';
import type { TaskData } from './useTaskData';
import type { TaskContext } from './useTaskScope';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: TaskData;
  ctx: TaskContext;
  defaultOrbitId?: string;
  defaultAssigneeId?: string;
  /** A status of the default orbit (a board column's "+"). */
  defaultStatusId?: string;
};

/**
 * The seed's create-task modal (650px): title, description, orbit, list, status, priority, assignees,
 * labels and due date, each a picker.
 */
export function CreateTaskDialog({
  open,
  onOpenChange,
  data,
  ctx,
  defaultOrbitId,
  defaultAssigneeId,
  defaultStatusId,
}: Props) {
  const { t, i18n } = useTranslation('tasks');
  const { t: tCommon } = useTranslation('common');
  const dateLabels = tCommon('datePicker', { returnObjects: true }) as DatePickerLabels;
  const id = useId();
  const [title, setTitle] = useState('');
  const [error, setError] = useState('');
  const [orbitId, setOrbitId] = useState(defaultOrbitId ?? data.orbits[0]?.id ?? '');
  const orbit = data.orbits.find((o) => o.id === orbitId) ?? data.orbits[0];
  const lists = data.lists.filter((l) => l.orbitId === orbit?.id);
  const statuses = statusesOf(orbit);
  const [listId, setListId] = useState('');
  const [statusId, setStatusId] = useState(defaultStatusId ?? '');
  const [priority, setPriority] = useState<Priority>('none');
  const [assigneeIds, setAssigneeIds] = useState<string[]>(defaultAssigneeId ? [defaultAssigneeId] : []);
  const [labelIds, setLabelIds] = useState<string[]>([]);
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [dueTime, setDueTime] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!orbit) return setError(t('create.noOrbit'));
    if (!title.trim()) return setError(t('create.titleRequired'));
    const list = lists.find((l) => l.id === listId) ?? lists[0];
    const siblings = data.items.filter(
      (i) => i.orbitId === orbit.id && (i.listId ?? null) === (list?.id ?? null),
    );
    void ctx.actions.createTask({
      orbitId: orbit.id,
      listId: list?.id ?? null,
      title: title.trim(),
      statusId: statusId || statuses.find((s) => s.kind === 'open')?.id || null,
      priority,
      assigneeIds,
      labelIds,
      ...(description.trim() ? { description: JSON.stringify(plainTextToDoc(description.trim())) } : {}),
      ...dueFromInputs(dueDate, dueTime),
      position: between(siblings.at(-1)?.position ?? null, null),
    });
    setTitle('');
    setError('');
    onOpenChange(false);
  };

  const formId = `${id}-form`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('create.title')}
      closeLabel={t('create.cancel')}
      name="create-task"
      className="create-task-box"
      footer={
        <FormDialogFooter
          formId={formId}
          cancelLabel={t('create.cancel')}
          submitLabel={t('create.submit')}
          onCancel={() => onOpenChange(false)}
        />
      }
    >
      <form id={formId} className="create-task-form" onSubmit={submit} noValidate>
        <label className="task-field task-field-title">
          <span className="visually-hidden">{t('fields.title')}</span>
          <input
            value={title}
            maxLength={500}
            placeholder={t('create.titlePlaceholder')}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </label>
        {error && (
          <p id={`${id}-error`} role="alert" className="task-error">
            {error}
          </p>
        )}
        <label className="task-field create-task-description">
          <span className="visually-hidden">{t('fields.description')}</span>
          <textarea
            value={description}
            maxLength={100_000}
            rows={3}
            placeholder={t('create.descriptionPlaceholder')}
            onChange={(e) => setDescription(e.target.value)}
          />
        </label>
        <div className="create-task-grid">
          <TaskSelectField
            label={t('fields.orbit')}
            value={orbit?.id ?? ''}
            options={data.orbits.map((o) => ({
              value: o.id,
              label: o.name,
              leading: <OrbitBadge orbit={o} />,
            }))}
            onChange={(value) => {
              setOrbitId(value);
              setListId('');
              setStatusId('');
            }}
          />
          <TaskSelectField
            label={t('fields.list')}
            value={listId || lists[0]?.id || ''}
            options={lists.map((l) => ({ value: l.id, label: l.name }))}
            empty={lists.length === 0 ? t('fields.noList') : undefined}
            onChange={setListId}
          />
          <StatusField
            statuses={statuses}
            value={statusId || statuses[0]?.id || ''}
            onChange={(_status, value) => setStatusId(value)}
          />
          <PriorityField value={priority} onChange={setPriority} />
          <TaskPeopleAndLabels
            members={data.members}
            groups={data.groups}
            labels={data.labels}
            assigneeIds={assigneeIds}
            labelIds={labelIds}
            onAssignees={setAssigneeIds}
            onLabels={setLabelIds}
          />
          <div className="task-field">
            <span>{t('fields.due')}</span>
            <DatePicker
              value={dueDate}
              time={dueTime}
              withTime
              onChange={(date, time) => {
                setDueDate(date);
                setDueTime(time);
              }}
              locale={i18n.language}
              labels={dateLabels}
              label={t('fields.due')}
              placeholder={t('create.noDueDate')}
            />
          </div>
        </div>
      </form>
    </Dialog>
  );
}
