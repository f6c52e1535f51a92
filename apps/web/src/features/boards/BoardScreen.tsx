import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './boardStrings';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../lib/appStore';
import { type Crumb, useBreadcrumb } from '../../lib/breadcrumbStore';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { lazyComponent } from '../../ui/lazyComponent';
import { Menu, type MenuEntry } from '../../ui/Menu';
import { Picker } from '../../ui/Picker';
import { toast } from '../../ui/toast';
import type { OrbitPageActions } from '../orbitPages/orbitPageActions';
import type { BoardRow } from '../sync/schemas';
import { OrbitBadge } from '../tasks/OrbitBadge';
import { useOrbitDocuments } from '../tasks/useOrbitDocuments';
import type { TaskData } from '../tasks/useTaskData';
import type { ScopeContext } from '../tasks/useTaskScope';
import type { BoardCanvasHandle } from './BoardCanvas';
import { documentLink, taskLink } from './boardLinks';
import './boards.css';

// The canvas (Excalidraw and the collaboration client) is fetched the first time a board opens.
const LiveBoard = lazyComponent(() => import('./LiveBoard'), 'LiveBoard');

type Props = { board: BoardRow; data: TaskData; ctx: ScopeContext; actions: OrbitPageActions };

/** A board's page: its title and actions above the live canvas (`/:org/:orbitId/boards/:boardId`). */
export function BoardScreen({ board, data, ctx, actions }: Props) {
  const { t } = useTranslation('boards');
  const navigate = useNavigate();
  const orbit = data.orbits.find((o) => o.id === board.orbitId);
  const [handle, setHandle] = useState<BoardCanvasHandle | null>(null);
  const [renaming, setRenaming] = useState(false);
  const prefs = useAppStore((s) => s.preferences);
  const setPreference = useAppStore((s) => s.setPreference);
  const onServer = !board.id.includes('-');
  const canEdit = !board.archivedAt && !board.deletedAt && Boolean(orbit);

  const crumbs = useMemo<Crumb[]>(
    () => [
      ...(orbit
        ? [
            {
              key: 'orbit',
              label: orbit.name,
              to: `/${ctx.org}/${orbit.id}`,
              mark: <OrbitBadge orbit={orbit} />,
            },
          ]
        : []),
      { key: 'board', label: board.title },
    ],
    [orbit, board.title, ctx.org],
  );
  useBreadcrumb(crumbs);

  // Opened under its temporary id (just made): the address moves to the server's id once it is known.
  const path = `/${ctx.org}/${board.orbitId}/boards/${board.id}`;
  useEffect(() => {
    if (onServer && location.pathname !== path) navigate(path, { replace: true });
  }, [onServer, path, navigate]);

  const rename = (title: string) => {
    setRenaming(false);
    const next = title.trim();
    if (!next || next === board.title) return;
    void actions.rename(board, next).then((result) => {
      if (!result.ok) toast.error(t('renameFailed'));
    });
  };

  const orbitTasks = useMemo(
    () => data.items.filter((item) => item.orbitId === board.orbitId && !item.deletedAt),
    [data.items, board.orbitId],
  );
  // Documents already on the server (a link to a temporary id would stop working once it is replaced).
  const orbitDocuments = useOrbitDocuments(ctx.workspaceId, board.orbitId).filter(
    (doc) => !doc.id.includes('-'),
  );
  const onOpenPath = useCallback((to: string) => navigate(to), [navigate]);

  const canvasItems: MenuEntry[] = [
    {
      label: t('grid'),
      checked: !prefs.disableGrid,
      onSelect: () => setPreference('disableGrid', !prefs.disableGrid),
    },
    {
      label: t('snapping'),
      checked: !prefs.disableSnapping,
      onSelect: () => setPreference('disableSnapping', !prefs.disableSnapping),
    },
    {
      label: t('toolLock'),
      checked: prefs.isLocked,
      onSelect: () => setPreference('isLocked', !prefs.isLocked),
    },
    {
      label: t('edgeScrolling'),
      checked: !prefs.disableEdgeScrolling,
      onSelect: () => setPreference('disableEdgeScrolling', !prefs.disableEdgeScrolling),
    },
    {
      label: t('wrapMode'),
      checked: prefs.wrapMode,
      onSelect: () => setPreference('wrapMode', !prefs.wrapMode),
    },
  ];
  const moreItems: MenuEntry[] = [
    { label: t('rename'), icon: 'pencil', disabled: !canEdit, onSelect: () => setRenaming(true) },
    {
      label: t('archive'),
      icon: 'archive',
      disabled: !canEdit,
      onSelect: () => void actions.setArchived(board, true),
    },
    { kind: 'separator' },
    {
      label: t('trash'),
      icon: 'trash',
      danger: true,
      disabled: Boolean(board.deletedAt),
      onSelect: () => {
        void actions.trash(board);
        toast.success(t('movedToTrash'));
        navigate(`/${ctx.org}/${board.orbitId}`);
      },
    },
  ];
  const otherOrbits = data.orbits.filter((o) => o.id !== board.orbitId && !o.id.includes('-'));

  return (
    <section className="board-page" aria-labelledby="board-title">
      <header className="board-header">
        {renaming ? (
          <Input
            aria-label={t('titleLabel')}
            value={board.title}
            autoFocus
            maxLength={120}
            onBlurValue={rename}
            onEnter={(value: string) => rename(value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setRenaming(false);
            }}
          />
        ) : (
          <h1 id="board-title" className="board-title">
            {board.title}
          </h1>
        )}
        {onServer && (
          <div className="board-actions">
            <Picker
              label={t('linkTaskLabel')}
              searchPlaceholder={t('linkTaskSearch')}
              emptyText={t('noMatches')}
              options={orbitTasks.map((task) => ({ value: task.id, label: task.title }))}
              value={null}
              width={320}
              onChange={(taskId) => {
                const task = orbitTasks.find((item) => item.id === taskId);
                if (task)
                  handle?.placeLink(taskLink(location.origin, ctx.org, task.orbitId, task.id), task.title);
              }}
            >
              <Button variant="secondary" size="sm" disabled={!handle || !canEdit}>
                {t('linkTask')}
              </Button>
            </Picker>
            <Picker
              label={t('linkDocumentLabel')}
              searchPlaceholder={t('linkDocumentSearch')}
              emptyText={orbitDocuments.length === 0 ? t('noDocuments') : t('noMatches')}
              options={orbitDocuments.map((doc) => ({ value: doc.id, label: doc.title }))}
              value={null}
              width={320}
              onChange={(documentId) => {
                const doc = orbitDocuments.find((row) => row.id === documentId);
                if (doc)
                  handle?.placeLink(documentLink(location.origin, ctx.org, doc.orbitId, doc.id), doc.title);
              }}
            >
              <Button variant="secondary" size="sm" disabled={!handle || !canEdit}>
                {t('linkDocument')}
              </Button>
            </Picker>
            <Menu
              label={t('export')}
              items={[
                { label: t('exportPng'), onSelect: () => void handle?.exportImage('png') },
                { label: t('exportSvg'), onSelect: () => void handle?.exportImage('svg') },
              ]}
            >
              <Button variant="secondary" size="sm" disabled={!handle}>
                {t('export')}
              </Button>
            </Menu>
            <Menu label={t('view')} items={canvasItems}>
              <Button variant="secondary" size="sm">
                {t('view')}
              </Button>
            </Menu>
            {otherOrbits.length > 0 && canEdit && (
              <Picker
                label={t('moveLabel')}
                searchPlaceholder={t('moveSearch')}
                emptyText={t('noMatches')}
                options={otherOrbits.map((o) => ({ value: o.id, label: o.name }))}
                value={null}
                onChange={(orbitId) => {
                  void actions.move(board, orbitId);
                  toast.success(t('moved'));
                  navigate(`/${ctx.org}/${orbitId}/boards/${board.id}`);
                }}
              >
                <Button variant="secondary" size="sm">
                  {t('move')}
                </Button>
              </Picker>
            )}
            <Menu label={t('more')} items={moreItems} align="end">
              <Button variant="secondary" size="sm" aria-label={t('more')} icon="more-horizontal" />
            </Menu>
          </div>
        )}
      </header>
      {board.deletedAt && (
        <p className="board-notice" role="status">
          {t('trashed')}{' '}
          <Button size="sm" variant="secondary" onClick={() => void actions.restore(board)}>
            {t('restore')}
          </Button>
        </p>
      )}
      {board.archivedAt && !board.deletedAt && (
        <p className="board-notice" role="status">
          {t('archived')}{' '}
          <Button size="sm" variant="secondary" onClick={() => void actions.setArchived(board, false)}>
            {t('unarchive')}
          </Button>
        </p>
      )}
      {onServer ? (
        <LiveBoard
          key={board.id}
          boardId={board.id}
          title={board.title}
          org={ctx.org}
          canEdit={canEdit}
          me={{ id: ctx.meId, name: data.members.find((m) => m.userId === ctx.meId)?.name ?? '' }}
          onReady={setHandle}
          onOpenPath={onOpenPath}
        />
      ) : (
        <p className="board-notice" role="status">
          {t('waitingForServer')}
        </p>
      )}
    </section>
  );
}
