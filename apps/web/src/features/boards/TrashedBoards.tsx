import { useTranslation } from 'react-i18next';
import './boardStrings';
import { TrashedPages } from '../orbitPages/TrashedPages';
import { useWorkspaceBoards } from './useBoards';

/** Trash's boards (restore, or delete for good after a confirmation); nothing at all when none is in Trash. */
export function TrashedBoards({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('boards');
  return (
    <TrashedPages
      kind="board"
      pages={useWorkspaceBoards(workspaceId)}
      labels={{
        heading: t('trashTitle'),
        restore: (title) => t('trashRestore', { title }),
        restored: t('restored'),
        delete: (title) => t('trashDelete', { title }),
        deleteTitle: (title) => t('trashDeleteTitle', { title }),
        deleteText: t('trashDeleteText'),
        deleteConfirm: t('trashDeleteConfirm'),
        cancel: t('trashDeleteCancel'),
        deleted: t('deletedForGood'),
      }}
    />
  );
}
