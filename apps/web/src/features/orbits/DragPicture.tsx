import GripVertical from 'lucide-react/icons/grip-vertical';
import './orbits.css';

type Props = {
  label: string;
  /** What is carried: a list's picture is set like its header, a task's or a status's like a row. */
  kind: 'task' | 'list' | 'status';
};

/**
 * The picture of a dragged row that follows the pointer or the keys (in DragArea's overlay), as wide
 * and tall as the row. For the eyes only: the row itself keeps its name and the keyboard's focus.
 */
export function DragPicture({ label, kind }: Props) {
  return (
    <div className="drag-picture" data-kind={kind} aria-hidden="true" inert>
      <GripVertical size={14} aria-hidden="true" />
      <span className="drag-picture-label">{label}</span>
    </div>
  );
}
