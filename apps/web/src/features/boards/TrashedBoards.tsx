import { RotateCcw, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './boardStrings';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import type { BoardRow } from '../sync/schemas';
import { useBoardActions, useWorkspaceBoards } from './useBoards';

/** Trash's boards (restore, or delete for good after a confirmation); nothing at all when none is in Trash. */
export function TrashedBoards({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('boards');
  const boards = useWorkspaceBoards(workspaceId);
  const actions = useBoardActions();
  const [deleting, setDeleting] = useState<BoardRow | null>(null);
  const trashed = useMemo(
    () =>
      boards
        .filter((b) => b.deletedAt)
        .sort((a, b) => String(b.deletedAt).localeCompare(String(a.deletedAt))),
    [boards],
  );
  if (trashed.length === 0 || !actions) return null;
  return (
    <section className="task-main" aria-labelledby="trash-boards-title">
      <h2 id="trash-boards-title" className="task-header">
        {t('trashTitle')}
      </h2>
      <ul className="task-scroll trash-list">
        {trashed.map((board) => (
          <li key={board.id} className="task-row" data-board-id={board.id}>
            <span className="task-title-text">{board.title}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={t('trashRestore', { title: board.title })}
              onClick={() => {
                void actions.restore(board);
                toast.success(t('restored'));
              }}
            >
              <RotateCcw size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('trashDelete', { title: board.title })}
              onClick={() => setDeleting(board)}
            >
              <Trash2 size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('trashDeleteTitle', { title: deleting?.title ?? '' })}
        description={t('trashDeleteText')}
        confirmLabel={t('trashDeleteConfirm')}
        cancelLabel={t('trashDeleteCancel')}
        onConfirm={() => {
          if (deleting) void actions.deleteForGood(deleting);
          setDeleting(null);
          toast.success(t('deletedForGood'));
        }}
      />
    </section>
  );
}
