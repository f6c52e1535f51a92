import { between } from '@orbit/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '../sync/schemas';
import { statusForCompletion } from '../tasks/filterTasks';
import { InlineCreate } from '../tasks/InlineCreate';
import type { TaskData } from '../tasks/useTaskData';
import type { TaskContext } from '../tasks/useTaskScope';

type Props = { item: Item; data: TaskData; ctx: TaskContext; onOpen: (item: Item) => void };

/** A task's subtasks: done/total, a checkbox each to complete or reopen, a field to add one. */
export function SubtasksSection({ item, data, ctx, onOpen }: Props) {
  const { t } = useTranslation('taskDetail');
  const { t: tTasks } = useTranslation('tasks');
  const headingId = useId();
  const orbit = data.orbits.find((o) => o.id === item.orbitId);
  const subtasks = data.items.filter((i) => i.parentId === item.id && !i.deletedAt);
  const done = subtasks.filter((s) => s.completedAt).length;

  return (
    <section className="task-detail-section task-subtasks" aria-labelledby={headingId}>
      <h3 id={headingId} className="task-detail-heading">
        {tTasks('fields.subtasks')}
        {subtasks.length > 0 && (
          <span className="task-detail-count">
            {' '}
            <span aria-hidden="true">{t('subtasks.count', { done, total: subtasks.length })}</span>
            <span className="visually-hidden">
              {t('subtasks.countLong', { done, total: subtasks.length })}
            </span>
          </span>
        )}
      </h3>
      {subtasks.length > 0 && (
        <ul className="task-subtask-list">
          {subtasks.map((sub) => {
            const subDone = Boolean(sub.completedAt);
            return (
              <li key={sub.id} className="task-subtask" data-done={subDone || undefined}>
                <input
                  type="checkbox"
                  checked={subDone}
                  aria-label={tTasks(subDone ? 'row.uncomplete' : 'row.complete', { title: sub.title })}
                  onChange={() =>
                    void ctx.actions.setCompleted(sub, !subDone, statusForCompletion(orbit, !subDone)?.id)
                  }
                />
                <button type="button" className="task-subtask-title" onClick={() => onOpen(sub)}>
                  {sub.title}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <InlineCreate
        label={tTasks('detail.addSubtask')}
        placeholder={tTasks('detail.addSubtask')}
        onCreate={(title) =>
          ctx.actions.createTask({
            orbitId: item.orbitId,
            listId: item.listId ?? null,
            parentId: item.id,
            title,
            statusId: statusForCompletion(orbit, false)?.id ?? null,
            position: between(subtasks.at(-1)?.position ?? null, null),
          })
        }
      />
    </section>
  );
}
