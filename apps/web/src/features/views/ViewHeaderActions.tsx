import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { View } from '../sync/schemas';
import type { TaskData } from '../tasks/useTaskData';
import type { ScopeContext } from '../tasks/useTaskScope';
import { LazyViewEditorDialog } from './LazyViewEditorDialog';
import '../tasks/views.css';

type Props = {
  view: View;
  data: TaskData;
  ctx: Pick<ScopeContext, 'viewActions'>;
  /** Whether this person may change the view (the server's rule); otherwise only its sharing shows. */
  canEdit: boolean;
  onDeleted: () => void;
};

/** In a saved view's header: whether it is shared, and Edit view / Delete view for who may. */
export function ViewHeaderActions({ view, data, ctx, canEdit, onDeleted }: Props) {
  const { t } = useTranslation('views');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    await ctx.viewActions.deleteView(view);
    setDeleting(false);
    onDeleted();
  };
  return (
    <>
      <span className="view-visibility">{t(`visibility.${view.visibility}`)}</span>
      {canEdit && (
        <>
          <button
            type="button"
            className="icon-button"
            aria-label={t('header.edit')}
            onClick={() => setEditing(true)}
          >
            <Pencil size={16} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('header.delete')}
            onClick={() => setDeleting(true)}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
          {editing && (
            <LazyViewEditorDialog open onOpenChange={setEditing} data={data} ctx={ctx} view={view} />
          )}
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title={t('delete.title', { name: view.name })}
            description={t('delete.description')}
            confirmLabel={t('delete.confirm')}
            cancelLabel={t('delete.cancel')}
            onConfirm={() => void remove()}
          />
        </>
      )}
    </>
  );
}
