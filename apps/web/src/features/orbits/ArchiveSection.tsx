import Archive from 'lucide-react/icons/archive';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { Orbit } from '../sync/schemas';
import type { OrbitActions } from './orbitActions';

type Props = {
  orbit: Orbit;
  actions: Pick<OrbitActions, 'archive'>;
  /** After the (optimistic) archive: leave the orbit's page. */
  onArchived: () => void;
};

/** Archiving hides the orbit and makes it read-only; "Archived orbits" in the sidebar restores it. */
export function ArchiveSection({ orbit, actions, onArchived }: Props) {
  const { t } = useTranslation('orbits');
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="orbit-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('archive.title')}</h3>
      <p className="orbit-muted">{t('archive.intro')}</p>
      <button type="button" className="orbit-button orbit-danger-button" onClick={() => setConfirming(true)}>
        <Archive size={14} aria-hidden="true" />
        {t('archive.button')}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('archive.confirmTitle', { name: orbit.name })}
        description={t('archive.confirmText')}
        confirmLabel={t('archive.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          setConfirming(false);
          void actions.archive(orbit);
          onArchived();
        }}
      />
    </section>
  );
}
