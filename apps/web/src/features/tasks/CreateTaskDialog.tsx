import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { type Priority, priorities } from '../sync/schemas';
import { between } from './between';
import { DueInputs } from './DueInputs';
import { dueFromInputs } from './dueInput';
import { statusesOf } from './filterTasks';
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
              <label className="task-field">
                <span>{t('fields.orbit')}</span>
                <select
                  value={orbit?.id ?? ''}
                  onChange={(e) => {
                    setOrbitId(e.target.value);
                    setListId('');
                    setStatusId('');
                  }}
                >
                  {data.orbits.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="task-field">
                <span>{t('fields.list')}</span>
                <select value={listId || lists[0]?.id || ''} onChange={(e) => setListId(e.target.value)}>
                  {lists.length === 0 && <option value="">{t('fields.noList')}</option>}
                  {lists.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="task-field">
                <span>{t('fields.status')}</span>
                <select
                  value={statusId || statuses[0]?.id || ''}
                  onChange={(e) => setStatusId(e.target.value)}
                >
                  {statuses.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="task-field">
                <span>{t('fields.priority')}</span>
                <select value={priority} onChange={(e) => setPriority(e.target.value as Priority)}>
                  {priorities.map((p) => (
                    <option key={p} value={p}>
                      {t(`priority.${p}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="task-field">
                <span>{t('fields.assignees')}</span>
                <select value={assigneeId} onChange={(e) => setAssigneeId(e.target.value)}>
                  <option value="">{t('fields.unassigned')}</option>
                  {data.members.map((m) => (
                    <option key={m.userId} value={m.userId}>
                      {m.name ?? m.email}
                    </option>
                  ))}
                </select>
              </label>
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
