import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardCanvas, type BoardCanvasHandle } from './BoardCanvas';
import { type BoardConnection, type BoardLink, connectBoard } from './boardConnection';
import './boardStrings';

type Props = {
  boardId: string;
  title: string;
  org: string;
  canEdit: boolean;
  me: { id: string; name: string };
  onReady(handle: BoardCanvasHandle | null): void;
  onOpenPath(path: string): void;
};

/** Why the server closed the board, in words (`collabRefusals` of @orbit/shared). */
const refusalKeys: Record<string, 'link.tooLarge' | 'link.malformed'> = {
  document_too_large: 'link.tooLarge',
  malformed_update: 'link.malformed',
};

/**
 * The board's shared document for as long as it is open (kept on this device and synced with the
 * server), the connection's state, and the canvas on it. Its own chunk with the canvas.
 */
export function LiveBoard({ boardId, ...canvas }: Props) {
  const { t } = useTranslation('boards');
  const [connection, setConnection] = useState<BoardConnection | null>(null);
  const [link, setLink] = useState<BoardLink>({ state: 'connecting' });
  useEffect(() => {
    const next = connectBoard(boardId);
    setConnection(next);
    const stop = next.onLink(setLink);
    return () => {
      stop();
      next.destroy();
    };
  }, [boardId]);
  const uploadingText = useCallback((name: string) => t('uploading', { name }), [t]);
  const labels = useMemo(() => ({ mainMenu: t('canvasMenu'), resetZoom: t('resetZoom') }), [t]);
  const refusal = link.state === 'refused' ? refusalKeys[link.reason] : undefined;
  const words = link.state === 'refused' ? t(refusal ?? 'link.refused') : t(`link.${link.state}`);
  return (
    <>
      <p className="board-link" data-state={link.state} role="status">
        {words}
      </p>
      {connection && (
        <BoardCanvas
          {...canvas}
          boardId={boardId}
          connection={connection}
          canEdit={canvas.canEdit && link.state !== 'refused'}
          uploadFailedText={t('uploadFailed')}
          uploadingText={uploadingText}
          canvasLabels={labels}
        />
      )}
    </>
  );
}
