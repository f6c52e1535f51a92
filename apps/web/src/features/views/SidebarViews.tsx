import { NavLink } from 'react-router';
import type { TaskData } from '../tasks/useTaskData';

type Props = { data: TaskData; base: string; emptyText: string };

/** The sidebar's Views section: saved views shared with me or mine. */
export function SidebarViews({ data, base, emptyText }: Props) {
  if (data.views.length === 0) return <p className="sidebar-empty">{emptyText}</p>;
  return (
    <ul className="sidebar-list">
      {data.views.map((view) => (
        <li key={view.id}>
          <NavLink className="sidebar-link" to={`${base}/${view.id}`}>
            <span className="sidebar-link-label">{view.name}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
