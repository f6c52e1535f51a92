import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '../sync/schemas';
import { DescriptionField } from '../taskDetail/DescriptionField';
import { useRenameRequest } from '../taskDetail/renameRequests';
import { TaskDateFields } from '../taskDetail/TaskDateFields';
import { TaskPlacementFields } from '../taskDetail/TaskPlacementFields';
import { useFocusedDraft } from '../taskDetail/useFocusedDraft';
import type { TaskActions } from './createTaskActions';
import { statusesOf } from './filterTasks';
import { PriorityField } from './PriorityField';
import { StatusField } from './StatusField';
import type { TaskData } from './useTaskData';

type Props = { item: Item; data: TaskData; actions: TaskActions };

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/**
 * The task's editable fields; each saves on its own (text on blur, choices at once). Mounted once per
 * task, not per change: a field being typed in keeps its text when someone else's edit arrives.
 */
export function TaskFields({ item, data, actions }: Props) {
  const { t } = useTranslation('tasks');
  const { t: tDetail } = useTranslation('taskDetail');
  const title = useFocusedDraft(item.title);
  const titleInput = useRef<HTMLInputElement>(null);
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
        <input
          ref={titleInput}
          value={title.draft}
          maxLength={500}
          onChange={(e) => title.setDraft(e.target.value)}
          onFocus={title.onFocus}
          onBlur={saveTitle}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
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
      <fieldset className="task-field task-choices">
        <legend>{t('fields.labels')}</legend>
        {data.labels.length === 0 && <p className="task-detail-muted">{tDetail('labels.none')}</p>}
        {data.labels.map((l) => (
          <label key={l.id}>
            <input
              type="checkbox"
              checked={item.labelIds.includes(l.id)}
              onChange={() => void actions.updateTask(item, { labelIds: toggle(item.labelIds, l.id) })}
            />
            <span
              className="task-label-swatch"
              style={{ background: l.color ?? undefined }}
              aria-hidden="true"
            />
            {l.name}
          </label>
        ))}
      </fieldset>
      <DescriptionField item={item} actions={actions} />
    </div>
  );
}
