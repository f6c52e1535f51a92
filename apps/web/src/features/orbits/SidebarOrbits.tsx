import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LazyNewOrbitDialog } from '../tasks/LazyNewOrbitDialog';
import { OrbitBadge } from '../tasks/OrbitBadge';
import type { TaskData } from '../tasks/useTaskData';
import { useTaskScope } from '../tasks/useTaskScope';
import { ArchivedOrbitsButton } from './ArchivedOrbitsButton';

type Props = { data: TaskData; base: string; emptyText: string };

/** The sidebar's Tasks section: the workspace's orbits and a New orbit button. */
export function SidebarOrbits({ data, base, emptyText }: Props) {
  const { t } = useTranslation('tasks');
  const ctx = useTaskScope();
  const [open, setOpen] = useState(false);
  return (
    <>
      {data.orbits.length === 0 ? (
        <p className="sidebar-empty">{emptyText}</p>
      ) : (
        <ul className="sidebar-list">
          {data.orbits.map((orbit) => (
            <li key={orbit.id}>
              <NavLink className="sidebar-link" to={`${base}/${orbit.id}`}>
                <OrbitBadge orbit={orbit} />
                <span className="sidebar-link-label">{orbit.name}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
      {ctx && (
        <>
          <button type="button" className="sidebar-link sidebar-add" onClick={() => setOpen(true)}>
            <Plus size={14} aria-hidden="true" />
            <span className="sidebar-link-label">{t('sidebar.newOrbit')}</span>
          </button>
          {open && <LazyNewOrbitDialog open onOpenChange={setOpen} ctx={ctx} />}
          <ArchivedOrbitsButton ctx={ctx} />
        </>
      )}
    </>
  );
}
