import FolderInput from 'lucide-react/icons/folder-input';
import { useTranslation } from 'react-i18next';
import { Menu } from '../../ui/Menu';
import './orbits.css';

type Target = { id: string | null; name: string };

type Props = {
  title: string;
  currentListId: string | null;
  /** The orbit's lists in order, "No list" included when it exists. */
  targets: Target[];
  onMove: (listId: string | null) => void;
};

/** "Move to list" beside a task row: the keyboard and screen-reader way to do what a drag does. */
export function TaskMoveMenu({ title, currentListId, targets, onMove }: Props) {
  const { t } = useTranslation('orbits');
  const others = targets.filter((target) => target.id !== currentListId);
  if (others.length === 0) return null;
  return (
    <Menu
      align="end"
      items={[
        { kind: 'heading', label: t('lists.moveTo') },
        ...others.map((target) => ({
          id: target.id ?? 'none',
          label: target.name,
          onSelect: () => onMove(target.id),
        })),
      ]}
    >
      {/* The name leaves the title out (a row's title button is found by it); the description says it. */}
      <button
        type="button"
        className="icon-button task-move-trigger"
        aria-label={t('lists.moveTo')}
        aria-description={t('lists.moveTask', { title })}
      >
        <FolderInput size={14} aria-hidden="true" />
      </button>
    </Menu>
  );
}
