import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Item, priorities } from '../sync/schemas';
import type { TaskActions } from './createTaskActions';
import { DueInputs } from './DueInputs';
import { dueFromInputs, dueInputValues } from './dueInput';
import { statusesOf } from './filterTasks';
import type { TaskData } from './useTaskData';

type Props = { item: Item; data: TaskData; actions: TaskActions };

/** The task's editable fields; each saves on its own (text on blur, choices at once). */
export function TaskFields({ item, data, actions }: Props) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const [title, setTitle] = useState(item.title);
  const [description, setDescription] = useState(item.description ?? '');
  const due = dueInputValues(item.dueAt, item.dueHasTime);
  const [dueDate, setDueDate] = useState(due.date);
  const [dueTime, setDueTime] = useState(due.time);
  const statuses = statusesOf(data.orbits.find((o) => o.id === item.orbitId));

  const saveTitle = () => {
    const next = title.trim();
    if (next && next !== item.title) void actions.updateTask(item, { title: next });
    else setTitle(item.title);
  };
  const saveDue = (date: string, time: string) => {
    const next = dueFromInputs(date, time);
    if (next.dueAt !== (item.dueAt ?? null) || next.dueHasTime !== item.dueHasTime)
      void actions.updateTask(item, next);
  };
  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  return (
    <div className="task-fields">
      <label className="task-field task-field-title">
        <span className="visually-hidden">{t('fields.title')}</span>
        <input
          value={title}
          maxLength={500}
          onChange={(e) => setTitle(e.target.value)}
          onBlur={saveTitle}
          onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
        />
      </label>
      <label className="task-field">
        <span>{t('fields.status')}</span>
        <select
          value={item.statusId ?? ''}
          onChange={(e) => {
            const status = statuses.find((s) => s.id === e.target.value);
            void actions.updateTask(
              item,
              { statusId: e.target.value },
              status ? status.kind === 'done' : undefined,
            );
          }}
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
        <select
          value={item.priority}
          onChange={(e) => void actions.updateTask(item, { priority: e.target.value as Item['priority'] })}
        >
          {priorities.map((p) => (
            <option key={p} value={p}>
              {t(`priority.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="task-field">
        <label htmlFor={`${id}-date`}>{t('fields.due')}</label>
        <DueInputs
          id={`${id}-date`}
          date={dueDate}
          time={dueTime}
          onDateChange={(date) => {
            setDueDate(date);
            saveDue(date, dueTime);
          }}
          onTimeChange={setDueTime}
          onTimeBlur={() => saveDue(dueDate, dueTime)}
        />
      </div>
      <fieldset className="task-field task-choices">
        <legend>{t('fields.assignees')}</legend>
        {data.members.map((m) => (
          <label key={m.userId}>
            <input
              type="checkbox"
              checked={item.assigneeIds.includes(m.userId)}
              onChange={() =>
                void actions.updateTask(item, { assigneeIds: toggle(item.assigneeIds, m.userId) })
              }
            />
            {m.name ?? m.email}
          </label>
        ))}
      </fieldset>
      {data.labels.length > 0 && (
        <fieldset className="task-field task-choices">
          <legend>{t('fields.labels')}</legend>
          {data.labels.map((l) => (
            <label key={l.id}>
              <input
                type="checkbox"
                checked={item.labelIds.includes(l.id)}
                onChange={() => void actions.updateTask(item, { labelIds: toggle(item.labelIds, l.id) })}
              />
              {l.name}
            </label>
          ))}
        </fieldset>
      )}
      <label className="task-field task-field-description">
        <span>{t('fields.description')}</span>
        <textarea
          value={description}
          rows={6}
          onChange={(e) => setDescription(e.target.value)}
          onBlur={() =>
            description !== (item.description ?? '') && void actions.updateTask(item, { description })
          }
        />
      </label>
    </div>
  );
}
