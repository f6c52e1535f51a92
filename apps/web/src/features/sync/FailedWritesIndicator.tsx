import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appOutbox } from './appOutbox';
import { failureText } from './failureText';
import { useFailedWrites } from './usePendingWrites';
import './failedWrites.css';

/**
 * "N changes not saved": the writes the server refused for good in this workspace (the same in every
 * tab), each with what it was and why; opened to read them, dismissed one by one or all at once.
 */
export function FailedWritesIndicator({ workspaceId }: { workspaceId: string | undefined }) {
  const { t } = useTranslation('sync');
  const failed = useFailedWrites(workspaceId);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (failed.length === 0) return null;

  const dismiss = (ids?: string[]) => {
    void appOutbox.dismissFailed(ids ?? failed.map((f) => f.id));
    if (!ids || ids.length === failed.length) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside closes the panel
    <div
      className="failed-writes"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className="failed-writes-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <AlertTriangle size={14} aria-hidden="true" />
        {t('indicator.button', { count: failed.length })}
      </button>
      {open && (
        <section id={panelId} className="failed-writes-panel" aria-label={t('indicator.heading')}>
          <h2>{t('indicator.heading')}</h2>
          <p className="failed-writes-note">{t('failed.undone')}</p>
          <ul>
            {failed.map((failure) => {
              const { title, reason } = failureText(failure);
              return (
                <li key={failure.id}>
                  <div>
                    <strong>{title}</strong>
                    <span>{reason}</span>
                  </div>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={
                      failure.label
                        ? t('indicator.dismissOne', { label: failure.label })
                        : t('indicator.dismiss')
                    }
                    onClick={() => dismiss([failure.id])}
                  >
                    <X size={14} aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" className="failed-writes-dismiss-all" onClick={() => dismiss()}>
            {t('indicator.dismissAll')}
          </button>
        </section>
      )}
    </div>
  );
}
