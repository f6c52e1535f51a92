import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { taskShortcuts } from './taskShortcuts';
import './taskDetail.css';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The keyboard shortcuts of task views, opened with `?`. */
export function ShortcutsHelpDialog({ open, onOpenChange }: Props) {
  const { t } = useTranslation('taskDetail');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="shortcuts-overlay" />
        <Dialog.Content className="shortcuts-dialog" aria-describedby={undefined}>
          <div className="shortcuts-head">
            <Dialog.Title className="shortcuts-title">{t('shortcuts.title')}</Dialog.Title>
            <Dialog.Close className="shortcuts-close" aria-label={t('shortcuts.close')}>
              <X size={16} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <dl className="shortcuts-list">
            {taskShortcuts.map((s) => (
              <div key={s.action} className="shortcuts-row">
                <dt>
                  {s.keys.map((key, i) => (
                    <Fragment key={key}>
                      {i > 0 && <span className="shortcuts-or"> {t('shortcuts.or')} </span>}
                      <kbd>{key}</kbd>
                    </Fragment>
                  ))}
                </dt>
                <dd>{t(`shortcuts.actions.${s.action}`)}</dd>
              </div>
            ))}
          </dl>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
