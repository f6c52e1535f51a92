import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import type { Priority } from '../sync/schemas';
import { between } from './between';
import { DueInputs } from './DueInputs';
import { dueFromInputs } from './dueInput';
import { statusesOf } from './filterTasks';
import { PriorityField } from './PriorityField';
import { StatusField } from './StatusField';
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
};

/** The seed's create-task modal (650px): title, orbit, list, status, priority, assignee, due date. */
export function CreateTaskDialog({
  open,
  onOpenChange,
  data,
  ctx,
  defaultOrbitId,
  defaultAssigneeId,
}: Props) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const [title, setTitle] = useState('');
  const [error, setError] = useState('');
  const [orbitId, setOrbitId] = useState(defaultOrbitId ?? data.orbits[0]?.id ?? '');
  const orbit = data.orbits.find((o) => o.id === orbitId) ?? data.orbits[0];
  const lists = data.lists.filter((l) => l.orbitId === orbit?.id);
  const statuses = statusesOf(orbit);
  const [listId, setListId] = useState('');
  const [statusId, setStatusId] = useState('');
  const [priority, setPriority] = useState<Priority>('none');
  const [assigneeId, setAssigneeId] = useState(defaultAssigneeId ?? '');
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
      assigneeIds: assigneeId ? [assigneeId] : [],
      ...dueFromInputs(dueDate, dueTime),
      position: between(siblings.at(-1)?.position ?? null, null),
    });
    setTitle('');
    setError('');
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="create-task-dialog" aria-describedby={undefined}>
          <Dialog.Title className="create-task-heading">{t('create.title')}</Dialog.Title>
          <form onSubmit={submit} noValidate>
            <label className="task-field task-field-title">
              <span>{t('fields.title')}</span>
              <input
                value={title}
                maxLength={500}
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
            <div className="create-task-grid">
              <TaskSelectField
                label={t('fields.orbit')}
                value={orbit?.id ?? ''}
                options={data.orbits.map((o) => ({ value: o.id, label: o.name }))}
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
              <TaskSelectField
                label={t('fields.assignees')}
                value={assigneeId}
                options={data.members.map((m) => ({ value: m.userId, label: m.name ?? m.email ?? '' }))}
                empty={t('fields.unassigned')}
                onChange={setAssigneeId}
              />
              <div className="task-field">
                <label htmlFor={`${id}-due`}>{t('fields.due')}</label>
                <DueInputs
                  id={`${id}-due`}
                  date={dueDate}
                  time={dueTime}
                  onDateChange={setDueDate}
                  onTimeChange={setDueTime}
                />
              </div>
            </div>
            <div className="create-task-actions">
              <Dialog.Close asChild>
                <Button variant="secondary" type="button">
                  {t('create.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit">{t('create.submit')}</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
