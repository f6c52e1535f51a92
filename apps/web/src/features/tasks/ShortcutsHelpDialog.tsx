import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { taskShortcuts } from './taskShortcuts';
import './taskDetail.css';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The keyboard shortcuts of task views, opened with `?`. */
export function ShortcutsHelpDialog({ open, onOpenChange }: Props) {
  const { t } = useTranslation('taskDetail');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shortcuts.title')}
      closeLabel={t('shortcuts.close')}
      size="sm"
      name="shortcuts"
    >
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
    </Dialog>
  );
}
