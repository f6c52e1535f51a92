import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../ui/StatusIcon';
import { useReducedMotion } from '../../ui/useReducedMotion';
import type { Item, TaskStatus } from '../sync/schemas';

type Props = {
  item: Pick<Item, 'title' | 'statusId' | 'completedAt'>;
  /** The orbit's statuses in order. */
  statuses: TaskStatus[];
  onToggle: () => void;
};

/** How far along an open status is: the first open one 0, later ones part-filled (Linear's rings). */
export function statusProgress(statuses: TaskStatus[], status: TaskStatus | undefined): number {
  const open = statuses.filter((s) => s.kind === 'open');
  const index = status ? open.findIndex((s) => s.id === status.id) : 0;
  return index <= 0 ? 0 : index / open.length;
}

// Long enough to see the check land before a completed task leaves the list.
const SETTLE_MS = 320;

/**
 * The row's status glyph, which is also its complete / reopen checkbox. Completing shows the check at
 * once with a short pop, then hands over (the row may then leave the list); without motion at once.
 */
export function TaskStatusToggle({ item, statuses, onToggle }: Props) {
  const { t } = useTranslation('tasks');
  const reduced = useReducedMotion();
  const [settling, setSettling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const status = statuses.find((s) => s.id === item.statusId);
  const done = Boolean(item.completedAt) || settling;
  const onClick = () => {
    if (settling) return;
    if (item.completedAt || reduced) return onToggle();
    setSettling(true);
    timer.current = setTimeout(() => {
      setSettling(false);
      onToggle();
    }, SETTLE_MS);
  };
  const shown = done ? (statuses.find((s) => s.kind === 'done') ?? status) : status;
  return (
    // A real checkbox, transparent over the glyph: keyboard, pointer and screen readers use it, the
    // eye sees Linear's ring.
    <label className="task-status-toggle" data-settling={settling || undefined} title={shown?.name}>
      <input
        type="checkbox"
        checked={done}
        aria-label={t(item.completedAt ? 'row.uncomplete' : 'row.complete', { title: item.title })}
        onChange={onClick}
      />
      <StatusIcon
        kind={done ? 'done' : 'open'}
        progress={statusProgress(statuses, status)}
        color={shown?.color ?? undefined}
        size={15}
      />
    </label>
  );
}
