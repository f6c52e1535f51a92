import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../lib/appStore';
import { Checkbox } from '../../ui/Checkbox';

export const layouts = ['list', 'board', 'table', 'calendar'] as const;
export type Layout = (typeof layouts)[number];

/** A stored value (localStorage, an older client's row) that names a layout this client knows. */
export const isLayout = (value: unknown): value is Layout =>
  typeof value === 'string' && (layouts as readonly string[]).includes(value);

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
      <Checkbox
        checked={completed.value}
        onCheckedChange={completed.onChange}
        label={t('toolbar.showCompleted')}
      />
      <Checkbox
        checked={hideSubtasks}
        onCheckedChange={(value) => setPreference('hideSubtasks', value)}
        label={t('toolbar.hideSubtasks')}
      />
      <button type="button" className="task-new" onClick={onNewTask} aria-keyshortcuts="c">
        {t('toolbar.newTask')}
      </button>
    </div>
  );
}
