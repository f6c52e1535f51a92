import Archive from 'lucide-react/icons/archive';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDb } from '../../lib/localDb';
import { lazyComponent } from '../../ui/lazyComponent';
import type { Orbit } from '../sync/schemas';
import { useLiveQuery } from '../sync/useLiveQuery';
import type { TaskContext } from '../tasks/useTaskScope';

const ArchivedOrbitsDialog = lazyComponent(() => import('./ArchivedOrbitsDialog'), 'ArchivedOrbitsDialog');

const none: Orbit[] = [];

/** "Archived orbits" under the sidebar's orbits, shown while the workspace has any. */
export function ArchivedOrbitsButton({ ctx }: { ctx: TaskContext }) {
  const { t } = useTranslation('orbits');
  const [open, setOpen] = useState(false);
  const archived = useLiveQuery(
    async () =>
      (await localDb.lists
        .filter(
          (row) => row.kind === 'orbit' && row.workspaceId === ctx.workspaceId && Boolean(row.archivedAt),
        )
        .toArray()) as unknown as Orbit[],
    ctx.workspaceId,
    none,
  );
  if (archived.length === 0 && !open) return null;
  return (
    <>
      <button
        type="button"
        className="sidebar-link sidebar-add"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Archive size={14} aria-hidden="true" />
        <span className="sidebar-link-label">{t('archived.button', { count: archived.length })}</span>
      </button>
      {open && <ArchivedOrbitsDialog open onOpenChange={setOpen} orbits={archived} ctx={ctx} />}
    </>
  );
}
