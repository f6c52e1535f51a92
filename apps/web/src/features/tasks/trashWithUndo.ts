import type { TFunction } from 'i18next';
import { toast } from '../../ui/toast';
import type { Item } from '../sync/schemas';
import type { TaskActions } from './createTaskActions';

/** Moves a task to Trash and offers to take it back from the toast that says so. */
export function trashWithUndo(actions: TaskActions, item: Pick<Item, 'id'>, t: TFunction): void {
  void actions.deleteTask(item);
  toast(t('trash.moved'), {
    action: { label: t('trash.undo'), onClick: () => void actions.restoreTask(item) },
  });
}
