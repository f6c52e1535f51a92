import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../app/appStore';

export const layouts = ['list', 'board', 'table', 'calendar'] as const;
export type Layout = (typeof layouts)[number];

type Props = {
  layout: Layout;
  onLayout: (layout: Layout) => void;
  onNewTask: () => void;
  /** A saved view's own "show completed" (otherwise the app-wide preference). */
  showCompleted?: { value: boolean; onChange: (value: boolean) => void };
};

/** The view toolbar: layout choice, show completed, hide subtasks, new task. */
export function TaskLayoutSwitch({ layout, onLayout, onNewTask, showCompleted }: Props) {
  const { t } = useTranslation('tasks');
  const appShowCompleted = useAppStore((s) => s.showCompleted);
  const hideSubtasks = useAppStore((s) => s.preferences.hideSubtasks);
  const { set, setPreference } = useAppStore.getState();
  const completed = showCompleted ?? {
    value: appShowCompleted,
    onChange: (v: boolean) => set('showCompleted', v),
  };
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
          checked={completed.value}
          onChange={(e) => completed.onChange(e.target.checked)}
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
