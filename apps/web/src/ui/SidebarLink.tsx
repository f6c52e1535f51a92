import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';

type Props = {
  to: string;
  icon: LucideIcon;
  label: string;
  end?: boolean;
  badge?: number;
  /** What the badge counts, for screen readers ("3 unread"). */
  badgeLabel?: string;
};

export function SidebarLink({ to, icon: Icon, label, end, badge, badgeLabel }: Props) {
  return (
    <li>
      <NavLink to={to} end={end} className="sidebar-link">
        <Icon aria-hidden="true" size={16} />
        <span className="sidebar-link-label">{label}</span>
        {badge ? (
          <span className="sidebar-badge" data-testid="sidebar-badge">
            <span aria-hidden="true">{badge}</span>
            {badgeLabel && <span className="visually-hidden">{badgeLabel}</span>}
          </span>
        ) : null}
      </NavLink>
    </li>
  );
}
