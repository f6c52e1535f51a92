import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';

type Props = { to: string; icon: LucideIcon; label: string; end?: boolean; badge?: number };

export function SidebarLink({ to, icon: Icon, label, end, badge }: Props) {
  return (
    <li>
      <NavLink to={to} end={end} className="sidebar-link">
        <Icon aria-hidden="true" size={16} />
        <span className="sidebar-link-label">{label}</span>
        {badge ? <span className="sidebar-badge">{badge}</span> : null}
      </NavLink>
    </li>
  );
}
