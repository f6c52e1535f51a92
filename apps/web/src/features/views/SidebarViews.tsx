import { canCreateView } from '@orbit/shared';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { useCurrentWorkspace } from '../account/useCurrentWorkspace';
import type { TaskData } from '../tasks/useTaskData';
import { useTaskScope } from '../tasks/useTaskScope';
import { LazyViewEditorDialog } from './LazyViewEditorDialog';

type Props = { data: TaskData; base: string; emptyText: string };

/** The sidebar's Views section: saved views shared with me or mine, and New view (not for guests). */
export function SidebarViews({ data, base, emptyText }: Props) {
  const { t } = useTranslation('views');
  const ctx = useTaskScope();
  const role = useCurrentWorkspace()?.role;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      {data.views.length === 0 ? (
        <p className="sidebar-empty">{emptyText}</p>
      ) : (
        <ul className="sidebar-list">
          {data.views.map((view) => (
            <li key={view.id}>
              <NavLink className="sidebar-link" to={`${base}/${view.id}`}>
                <span className="sidebar-link-label">{view.name}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
      {ctx && role && canCreateView(role) && (
        <>
          <button type="button" className="sidebar-link sidebar-add" onClick={() => setOpen(true)}>
            <Plus size={14} aria-hidden="true" />
            <span className="sidebar-link-label">{t('sidebar.newView')}</span>
          </button>
          {open && (
            <LazyViewEditorDialog
              open
              onOpenChange={setOpen}
              data={data}
              ctx={ctx}
              onSaved={(id) => navigate(`${base}/${id}`)}
            />
          )}
        </>
      )}
    </>
  );
}
