import { canManageOrbit } from '@orbit/shared';
import ArchiveRestore from 'lucide-react/icons/archive-arrow-up';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../ui/Dialog';
import { useCurrentWorkspace } from '../account/useCurrentWorkspace';
import type { Orbit } from '../sync/schemas';
import type { TaskContext } from '../tasks/useTaskScope';
import { useOrbitActions } from './useOrbitActions';
import { useOutcomeText } from './useOutcomeText';
import './orbits.css';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; orbits: Orbit[]; ctx: TaskContext };

/** The workspace's archived orbits, each with Restore (owners, admins and members; not guests). */
export function ArchivedOrbitsDialog({ open, onOpenChange, orbits, ctx }: Props) {
  const { t, i18n } = useTranslation('orbits');
  const navigate = useNavigate();
  const actions = useOrbitActions();
  const role = useCurrentWorkspace()?.role;
  const outcomeText = useOutcomeText();
  const [error, setError] = useState('');
  const canRestore = role !== undefined && canManageOrbit(role);
  const sorted = [...orbits].sort((a, b) => a.name.localeCompare(b.name));

  const restore = async (orbit: Orbit) => {
    if (!actions) return;
    setError('');
    const pending = actions.unarchive(orbit);
    onOpenChange(false);
    navigate(`/${ctx.org}/${orbit.id}`);
    const outcome = await pending;
    if (!outcome.ok) setError(outcomeText(outcome.error));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('archived.title')}
      description={canRestore ? t('archived.intro') : t('archived.guestIntro')}
      closeLabel={t('settings.close')}
      name="archived-orbits"
    >
      {sorted.length === 0 ? (
        <p className="orbit-muted">{t('archived.none')}</p>
      ) : (
        <ul className="orbit-member-list">
          {sorted.map((orbit) => (
            <li key={orbit.id} className="orbit-member-row">
              <span className="orbit-member-name">{orbit.name}</span>
              {orbit.archivedAt && (
                <span className="orbit-muted">
                  {t('archived.when', {
                    when: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                      new Date(orbit.archivedAt),
                    ),
                  })}
                </span>
              )}
              {canRestore && (
                <button
                  type="button"
                  className="orbit-button"
                  aria-label={t('archived.restoreOrbit', { name: orbit.name })}
                  onClick={() => void restore(orbit)}
                >
                  <ArchiveRestore size={14} aria-hidden="true" />
                  {t('archived.restore')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="orbit-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
