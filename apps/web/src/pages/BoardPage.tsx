import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BoardScreen } from '../features/boards/BoardScreen';
import { useBoardActions, useWorkspaceBoards } from '../features/boards/useBoards';
import { useTaskData } from '../features/tasks/useTaskData';
import { useTaskScope } from '../features/tasks/useTaskScope';
import { NotFoundPage } from './NotFoundPage';
import '../features/boards/boardStrings';

/** `/:org/:orbitId/boards/:boardId`: a whiteboard of an orbit. */
export function BoardPage() {
  const { t } = useTranslation('boards');
  const { boardId } = useParams();
  const ctx = useTaskScope();
  const data = useTaskData(ctx?.workspaceId);
  const boards = useWorkspaceBoards(ctx?.workspaceId);
  const actions = useBoardActions();
  const board = boards.find((b) => b.id === boardId || b.clientId === boardId);
  if (!ctx || !actions || !data.loaded) return <p className="shell-status">{t('loading')}</p>;
  if (!board) return <NotFoundPage kind="page" />;
  return <BoardScreen board={board} data={data} ctx={ctx} actions={actions} />;
}
