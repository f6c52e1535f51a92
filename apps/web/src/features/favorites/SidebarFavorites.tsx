import Star from 'lucide-react/icons/star';
import { NavLink } from 'react-router';
import type { Item } from '../sync/schemas';

type Props = { items: Item[]; base: string };

/** The sidebar's Favourites: each starred task opens beside its orbit. */
export function SidebarFavorites({ items, base }: Props) {
  return (
    <ul className="sidebar-list">
      {items.map((item) => (
        <li key={item.id}>
          <NavLink className="sidebar-link" to={`${base}/${item.orbitId}/${item.id}`}>
            <Star size={14} aria-hidden="true" />
            <span className="sidebar-link-label" data-done={Boolean(item.completedAt) || undefined}>
              {item.title}
            </span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
