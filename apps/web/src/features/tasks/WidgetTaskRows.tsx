import { Link } from 'react-router';
import { PriorityIcon } from '../../ui/PriorityIcon';
import { StatusIcon } from '../../ui/StatusIcon';
import type { Item, Orbit } from '../sync/schemas';
import { DueBadge } from './DueBadge';
import { statusesOf } from './filterTasks';
import { OrbitBadge } from './OrbitBadge';
import { statusProgress } from './TaskStatusToggle';

type Props = {
  items: Item[];
  orbits: Orbit[];
  /** The address of a task's row. */
  href: (item: Item) => string;
  /** How many to show. */
  max?: number;
};

/** A widget's tasks: each row one link, with the same status, priority and due date as the lists. */
export function WidgetTaskRows({ items, orbits, href, max = 5 }: Props) {
  return (
    <ul className="widget-rows">
      {items.slice(0, max).map((item) => {
        const orbit = orbits.find((o) => o.id === item.orbitId);
        const statuses = statusesOf(orbit);
        const status = statuses.find((s) => s.id === item.statusId);
        const done = Boolean(item.completedAt);
        return (
          <li key={item.id}>
            <Link className="widget-row" to={href(item)} data-done={done || undefined}>
              <StatusIcon
                kind={done ? 'done' : 'open'}
                progress={statusProgress(statuses, status)}
                color={status?.color ?? undefined}
                label={status?.name}
              />
              <span className="widget-row-title">{item.title}</span>
              {orbit && (
                <span className="widget-row-orbit">
                  <OrbitBadge orbit={orbit} size={14} />
                  <span className="widget-row-orbit-name">{orbit.name}</span>
                </span>
              )}
              {item.priority !== 'none' && <PriorityIcon priority={item.priority} />}
              <DueBadge dueAt={item.dueAt} dueHasTime={item.dueHasTime} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
