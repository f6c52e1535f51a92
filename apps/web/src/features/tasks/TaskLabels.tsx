import { LabelPill } from '../../ui/LabelPill';
import type { Label } from '../sync/schemas';

type Props = { ids: readonly string[]; labels: readonly Label[]; max?: number };

/** A task's labels as small pills (colour dot and name); past `max`, one "+N" pill for the rest. */
export function TaskLabels({ ids, labels, max = 2 }: Props) {
  const mine = ids.flatMap((id) => labels.filter((l) => l.id === id));
  if (mine.length === 0) return null;
  const shown = mine.length > max ? mine.slice(0, max - 1) : mine;
  const rest = mine.slice(shown.length);
  return (
    <span className="task-labels">
      {shown.map((label) => (
        <LabelPill key={label.id} name={label.name} color={label.color ?? 'gray'} />
      ))}
      {rest.length > 0 && (
        <span className="task-label-pill" title={rest.map((l) => l.name).join(', ')}>
          +{rest.length}
          <span className="visually-hidden">{rest.map((l) => l.name).join(', ')}</span>
        </span>
      )}
    </span>
  );
}
