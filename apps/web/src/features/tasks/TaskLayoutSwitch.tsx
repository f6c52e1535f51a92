import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../app/appStore';

export const layouts = ['list', 'board', 'table', 'calendar'] as const;
export type Layout = (typeof layouts)[number];

type Props = { layout: Layout; onLayout: (layout: Layout) => void; onNewTask: () => void };

/** The view toolbar: layout choice, show completed, hide subtasks, new task. */
export function TaskLayoutSwitch({ layout, onLayout, onNewTask }: Props) {
  const { t } = useTranslation('tasks');
  const showCompleted = useAppStore((s) => s.showCompleted);
  const hideSubtasks = useAppStore((s) => s.preferences.hideSubtasks);
  const { set, setPreference } = useAppStore.getState();
  return (
    <div className="task-toolbar">
      <fieldset className="task-layouts">
        <legend className="visually-hidden">{t('layout.label')}</legend>
        {layouts.map((l) => (
          <button key={l} type="button" aria-pressed={layout === l} onClick={() => onLayout(l)}>
            {t(`layout.${l}`)}
          </button>
        ))}
      </fieldset>
      <label>
        <input
          type="checkbox"
          checked={showCompleted}
          onChange={(e) => set('showCompleted', e.target.checked)}
        />
        {t('toolbar.showCompleted')}
      </label>
      <label>
        <input
          type="checkbox"
          checked={hideSubtasks}
          onChange={(e) => setPreference('hideSubtasks', e.target.checked)}
        />
        {t('toolbar.hideSubtasks')}
      </label>
      <button type="button" className="task-new" onClick={onNewTask} aria-keyshortcuts="c">
        {t('toolbar.newTask')}
      </button>
    </div>
  );
}
