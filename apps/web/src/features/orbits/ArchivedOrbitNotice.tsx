import { canManageOrbit } from '@orbit/shared';
import ArchiveRestore from 'lucide-react/icons/archive-arrow-up';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDb } from '../../lib/localDb';
import { useCurrentWorkspace } from '../account/useCurrentWorkspace';
import { type Orbit, orbitSchema } from '../sync/schemas';
import { useLiveQuery } from '../sync/useLiveQuery';
import { useOrbitActions } from './useOrbitActions';
import { useOutcomeText } from './useOutcomeText';
import './orbits.css';

type Props = { id: string; workspaceId: string; fallback: ReactNode };

async function archivedOrbit(id: string, workspaceId: string): Promise<Orbit | null> {
  const row =
    (await localDb.lists.get(id)) ??
    (await localDb.lists.filter((r) => r.kind === 'orbit' && r.clientId === id).first());
  const parsed = orbitSchema.safeParse(row);
  if (!parsed.success || row?.kind !== 'orbit') return null;
  return parsed.data.workspaceId === workspaceId && parsed.data.archivedAt ? parsed.data : null;
}

/**
 * What an orbit's address shows once the orbit is archived: that it is, and Restore for those who may;
 * any other unknown address gets `fallback` (not found).
 */
export function ArchivedOrbitNotice({ id, workspaceId, fallback }: Props) {
  const { t } = useTranslation('orbits');
  const actions = useOrbitActions();
  const role = useCurrentWorkspace()?.role;
  const outcomeText = useOutcomeText();
  const [error, setError] = useState('');
  const orbit = useLiveQuery(() => archivedOrbit(id, workspaceId), `${workspaceId}:${id}`, null);
  if (!orbit) return <>{fallback}</>;
  const restore = async () => {
    if (!actions) return;
    setError('');
    const outcome = await actions.unarchive(orbit);
    if (!outcome.ok) setError(outcomeText(outcome.error));
  };
  return (
    <div className="orbit-archived-notice">
      <p>{t('archived.notice', { name: orbit.name })}</p>
      {role !== undefined && canManageOrbit(role) ? (
        <button type="button" className="orbit-button" onClick={() => void restore()}>
          <ArchiveRestore size={14} aria-hidden="true" />
          {t('archived.restoreOrbit', { name: orbit.name })}
        </button>
      ) : (
        <p className="orbit-muted">{t('archived.guestIntro')}</p>
      )}
      {error && (
        <p role="alert" className="orbit-error">
          {error}
        </p>
      )}
    </div>
  );
}
