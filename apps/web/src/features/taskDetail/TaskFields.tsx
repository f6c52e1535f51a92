import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '../sync/schemas';
import type { TaskActions } from '../tasks/createTaskActions';
import { statusesOf } from '../tasks/filterTasks';
import { PriorityField } from '../tasks/PriorityField';
import { useRenameRequest } from '../tasks/renameRequests';
import { StatusField } from '../tasks/StatusField';
import { TaskPeopleAndLabels } from '../tasks/TaskPeopleAndLabels';
import type { TaskData } from '../tasks/useTaskData';
import { DescriptionField } from './DescriptionField';
import { TaskDateFields } from './TaskDateFields';
import { TaskPlacementFields } from './TaskPlacementFields';
import { useFocusedDraft } from './useFocusedDraft';

type Props = { item: Item; data: TaskData; actions: TaskActions };

/**
 * The task's editable fields; each saves on its own (text on blur, choices at once). Mounted once per
 * task, not per change: a field being typed in keeps its text when someone else's edit arrives.
 */
export function TaskFields({ item, data, actions }: Props) {
  const { t } = useTranslation('tasks');
  const title = useFocusedDraft(item.title);
  const titleInput = useRef<HTMLTextAreaElement>(null);
  const cancelTitle = useRef(false);
  const statuses = statusesOf(data.orbits.find((o) => o.id === item.orbitId));

  // `e` / F2 on a task with no row to rename in (board, table, calendar) lands here.
  useRenameRequest(item.id, 'panel', () => {
    titleInput.current?.focus();
    titleInput.current?.select();
  });

  const saveTitle = () => {
    const next = title.draft.trim();
    const cancelled = cancelTitle.current;
    cancelTitle.current = false;
    if (!cancelled && title.edited && next && next !== item.title)
      void actions.updateTask(item, { title: next });
    else title.setDraft(item.title);
    title.onBlur();
  };

  return (
    <div className="task-fields">
      <label className="task-field task-field-title">
        <span className="visually-hidden">{t('fields.title')}</span>
        {/* A textarea, so a long title wraps; Enter saves instead of breaking the line. */}
        <textarea
          ref={titleInput}
          rows={1}
          value={title.draft}
          maxLength={500}
          onChange={(e) => title.setDraft(e.target.value.replace(/\n/g, ' '))}
          onFocus={title.onFocus}
          onBlur={saveTitle}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              e.currentTarget.blur();
            }
            if (e.key === 'Escape') {
              // Esc gives up the edit; the panel closes on the next Esc.
              e.preventDefault();
              cancelTitle.current = true;
              e.currentTarget.blur();
            }
          }}
        />
      </label>
      <div className="task-field-grid">
        <StatusField
          statuses={statuses}
          value={item.statusId ?? ''}
          onChange={(status, statusId) =>
            void actions.updateTask(item, { statusId }, status ? status.kind === 'done' : undefined)
          }
        />
        <PriorityField
          value={item.priority}
          onChange={(priority) => void actions.updateTask(item, { priority })}
        />
        <TaskPlacementFields item={item} data={data} actions={actions} />
        <TaskDateFields item={item} actions={actions} />
      </div>
      <div className="task-field-grid">
        <TaskPeopleAndLabels
          members={data.members}
          groups={data.groups}
          labels={data.labels}
          assigneeIds={item.assigneeIds}
          labelIds={item.labelIds}
          onAssignees={(assigneeIds) => void actions.updateTask(item, { assigneeIds })}
          onLabels={(labelIds) => void actions.updateTask(item, { labelIds })}
        />
      </div>
      <DescriptionField item={item} actions={actions} />
    </div>
  );
}
