import type { TFunction } from 'i18next';
import { toast } from '../../ui/toast';
import type { Item, Orbit } from '../sync/schemas';
import type { TaskActions } from './createTaskActions';
import { statusForCompletion } from './filterTasks';

/**
 * Completes a task, or reopens a completed one. Completing says so in a toast whose Undo puts the
 * task back as it was (its own status, not just the first open one).
 */
export function completeWithUndo(
  actions: Pick<TaskActions, 'setCompleted'>,
  item: Pick<Item, 'id' | 'title' | 'completedAt' | 'statusId'>,
  orbit: Orbit | undefined,
  t: TFunction,
): void {
  const done = !item.completedAt;
  void actions.setCompleted(item, done, statusForCompletion(orbit, done)?.id);
  if (!done) return;
  const before = item.statusId ?? statusForCompletion(orbit, false)?.id;
  toast(t('taskDetail:complete.done', { title: item.title }), {
    action: {
      label: t('taskDetail:trash.undo'),
      onClick: () => void actions.setCompleted(item, false, before ?? undefined),
    },
  });
}
