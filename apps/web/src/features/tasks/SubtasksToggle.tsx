import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from 'react-i18next';

type Props = { title: string; count: number; expanded: boolean; onToggle: () => void };

/** The count of a task's subtasks, which shows or folds them away under it. */
export function SubtasksToggle({ title, count, expanded, onToggle }: Props) {
  const { t } = useTranslation('tasks');
  return (
    <button
      type="button"
      className="task-subtasks-toggle"
      aria-expanded={expanded}
      aria-label={t(expanded ? 'row.hideSubtasks' : 'row.showSubtasks', { count, title })}
      onClick={onToggle}
    >
      <ChevronRight size={12} aria-hidden="true" className="task-subtasks-chevron" />
      {count}
    </button>
  );
}
