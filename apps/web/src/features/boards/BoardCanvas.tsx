import './excalidrawAssets';
import '@excalidraw/excalidraw/index.css';
import {
  CaptureUpdateAction,
  convertToExcalidrawElements,
  Excalidraw,
  elementsOverlappingBBox,
  exportToBlob,
  exportToSvg,
  FONT_FAMILY,
  reconcileElements,
} from '@excalidraw/excalidraw';
import type { RemoteExcalidrawElement } from '@excalidraw/excalidraw/data/reconcile';
import type {
  NonDeletedExcalidrawElement,
  OrderedExcalidrawElement,
} from '@excalidraw/excalidraw/element/types';
import type {
  AppState,
  BinaryFileData,
  BinaryFiles,
  Collaborator,
  ExcalidrawImperativeAPI,
  SocketId,
} from '@excalidraw/excalidraw/types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api/ApiRequestError';
import { useAppStore } from '../../lib/appStore';
import { avatarColor } from '../../ui/Avatar';
import { formatBytes } from '../attachments/formatBytes';
import { useTheme } from '../theme/useTheme';
import type { BoardConnection } from './boardConnection';
import {
  boardFileUrl,
  downloadSceneFile,
  droppedFileCards,
  newFileId,
  type SceneFile,
  uploadBoardFile,
  uploadSceneFile,
} from './boardFiles';
import { appPathOf, isBoardFileLink } from './boardLinks';
import { observeRemote, pushElements, type SceneElement, sceneElements } from './boardScene';
import { type CanvasLabels, labelCanvasControls } from './canvasLabels';
import { watchEdgeScroll } from './edgeScroll';
import { fileCardLabel, fontReady } from './fileCard';

export type BoardCanvasHandle = {
  /** Downloads the board as a PNG or SVG image named after it. */
  exportImage(kind: 'png' | 'svg'): Promise<void>;
  /** Places a link (a task or document of the app) as a text in the middle of the view. */
  placeLink(url: string, label: string): void;
};

type Props = {
  /** The board's server id. */
  boardId: string;
  title: string;
  org: string;
  connection: BoardConnection;
  canEdit: boolean;
  me: { id: string; name: string };
  onReady(handle: BoardCanvasHandle | null): void;
  /** A link to a page of this app was opened on the board. */
  onOpenPath(path: string): void;
  /** Said when the server refused a dropped file without a reason of its own. */
  uploadFailedText: string;
  /** Said while a dropped file is being stored. */
  uploadingText(name: string): string;
  canvasLabels: CanvasLabels;
};

/**
 * A file card's label: the canvas's hand-drawn font and, as the canvas itself names it for this font,
 * the family it falls back to for Chinese and Japanese characters.
 */
const cardFont = { family: FONT_FAMILY.Excalifont, size: 16, css: '16px Excalifont, Xiaolai' };

/** Excalidraw's language for each interface language. */
const excalidrawLanguages: Record<string, string> = { de: 'de-DE', es: 'es-ES', fr: 'fr-FR', ja: 'ja-JP' };

type Versions = Map<string, string>;
const versionKey = (element: { version: number; versionNonce: number }) =>
  `${element.version}:${element.versionNonce}`;

/** Who is on the board (Yjs awareness), as Excalidraw draws them: pointer, name, colour, selection. */
type Presence = {
  user?: { id: string; name: string; color: string };
  pointer?: { x: number; y: number; tool: 'pointer' | 'laser' };
  button?: 'up' | 'down';
  selectedElementIds?: Record<string, true>;
};

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from the board's title, safe on every system. */
const fileNameOf = (title: string) =>
  [...title]
    .map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('')
    .trim() || 'board';

/**
 * The board's canvas (Excalidraw, fetched the first time a board opens: its own chunk). Elements go to
 * and come from the shared document (`boardScene.ts`); others' pointers and selections travel as Yjs
 * awareness; images dropped on it are stored on the server and fetched by everyone who opens it. The
 * saved preferences drive the canvas: grid, snapping, tool lock, edge scrolling, the selection box
 * (wrap mode: only what it encloses, otherwise what it touches) and motion.
 */
export function BoardCanvas(props: Props) {
  const {
    boardId,
    title,
    org,
    connection,
    canEdit,
    me,
    onReady,
    onOpenPath,
    uploadFailedText,
    uploadingText,
    canvasLabels,
  } = props;
  const [api, setApi] = useState<ExcalidrawImperativeAPI | null>(null);
  const [initial, setInitial] = useState<SceneElement[] | null>(null);
  // The canvas has taken its initial elements (its first onChange): a scene given to it before then
  // would be replaced by them.
  const [loaded, setLoaded] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const prefs = useAppStore((s) => s.preferences);
  const setPreference = useAppStore((s) => s.setPreference);
  const { resolved } = useTheme();
  // The motion preferences or the system's setting (read here, not through ui/useReducedMotion, so
  // that hook stays in the dashboard's first chunk instead of being split into one shared with this).
  const reducedMotion =
    prefs.reduceMotion ||
    prefs.disableMotion ||
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const language = document.documentElement.lang.slice(0, 2);
  // What this browser last wrote or received, by element: only what changed since is written.
  const known = useRef<Versions>(new Map());
  const uploaded = useRef(new Set<string>());
  const requested = useRef(new Set<string>());
  const prefsRef = useRef(prefs);
  prefsRef.current = prefs;

  // The copy kept on this device first (the board opens offline too); the server's follows as updates.
  useEffect(() => {
    let live = true;
    void connection.local.then(() => {
      if (!live) return;
      const elements = sceneElements(connection.doc);
      for (const element of elements) known.current.set(element.id, versionKey(element));
      setInitial(elements);
    });
    return () => {
      live = false;
    };
  }, [connection]);

  const fetchMissingFiles = useCallback(
    (target: ExcalidrawImperativeAPI) => {
      const files = target.getFiles();
      for (const element of target.getSceneElements()) {
        if (element.type !== 'image' || !element.fileId) continue;
        const fileId = element.fileId;
        if (files[fileId] || requested.current.has(fileId)) continue;
        requested.current.add(fileId);
        void downloadSceneFile(org, boardId, fileId).then((file) => {
          if (!file) {
            // Not there yet (its sender is still uploading it): asked again at the next change.
            requested.current.delete(fileId);
            return;
          }
          uploaded.current.add(fileId);
          target.addFiles([file as BinaryFileData]);
        });
      }
    },
    [org, boardId],
  );

  // Others' changes: reconciled with what is on screen by Excalidraw's own rule; a local copy newer
  // than the one received is written back, so every browser ends on the same one.
  useEffect(() => {
    if (!api || !loaded) return;
    const applyRemote = (changed: SceneElement[]) => {
      const local = api.getSceneElementsIncludingDeleted();
      const merged = reconcileElements(
        local,
        changed as unknown as RemoteExcalidrawElement[],
        api.getAppState(),
      );
      for (const element of changed) known.current.set(element.id, versionKey(element));
      api.updateScene({ elements: merged, captureUpdate: CaptureUpdateAction.NEVER });
      const byId = new Map(local.map((element) => [element.id, element]));
      const newer = changed.flatMap((remote) => {
        const mine = byId.get(remote.id);
        return mine && versionKey(mine) !== versionKey(remote) && merged.some((m) => m === mine)
          ? [mine as unknown as SceneElement]
          : [];
      });
      if (canEdit && newer.length > 0) queueMicrotask(() => pushElements(connection.doc, newer));
      fetchMissingFiles(api);
    };
    const stop = observeRemote(connection.doc, applyRemote);
    // What arrived between the first read of the document and the canvas's load (the server's copy
    // often does): not seen by any observer, so taken in here once.
    const missed = sceneElements(connection.doc).filter(
      (element) => known.current.get(element.id) !== versionKey(element),
    );
    if (missed.length > 0) applyRemote(missed);
    fetchMissingFiles(api);
    return stop;
  }, [api, loaded, connection, canEdit, fetchMissingFiles]);

  // Others on the board: their pointers, names and selections.
  useEffect(() => {
    if (!api) return;
    const awareness = connection.provider.awareness;
    if (!awareness) return;
    awareness.setLocalStateField('user', { id: me.id, name: me.name, color: avatarColor(me.id) });
    const show = () => {
      const collaborators = new Map<SocketId, Collaborator>();
      for (const [clientId, state] of awareness.getStates()) {
        if (clientId === awareness.clientID) continue;
        const presence = state as Presence;
        if (!presence.user) continue;
        collaborators.set(String(clientId) as SocketId, {
          id: presence.user.id,
          username: presence.user.name,
          color: { background: presence.user.color, stroke: presence.user.color },
          pointer: presence.pointer,
          button: presence.button,
          selectedElementIds: presence.selectedElementIds,
        });
      }
      api.updateScene({ collaborators });
    };
    awareness.on('change', show);
    show();
    return () => {
      awareness.off('change', show);
      awareness.setLocalState(null);
    };
  }, [api, connection, me.id, me.name]);

  // Names for the canvas's own unnamed controls.
  useEffect(() => {
    const box = container.current;
    if (!api || !box) return;
    return labelCanvasControls(box, canvasLabels);
  }, [api, canvasLabels]);

  // Tool lock follows the saved preference (and the canvas's own lock button saves it).
  useEffect(() => {
    if (!api) return;
    const tool = api.getAppState().activeTool;
    if (tool.locked !== prefs.isLocked) {
      api.updateScene({ appState: { activeTool: { ...tool, locked: prefs.isLocked } } });
    }
  }, [api, prefs.isLocked]);

  // Edge scrolling while dragging near the canvas's edge, unless switched off.
  useEffect(() => {
    const box = container.current;
    if (!api || !box) return;
    return watchEdgeScroll(
      box,
      () => {
        const state = api.getAppState();
        return { scrollX: state.scrollX, scrollY: state.scrollY, zoom: state.zoom.value };
      },
      (scrollX, scrollY) => api.updateScene({ appState: { scrollX, scrollY } }),
      () => !prefsRef.current.disableEdgeScrolling && api.getAppState().activeTool.type !== 'hand',
    );
  }, [api]);

  // Files dropped on the board that the canvas does not show itself (anything but one PNG, JPEG, GIF
  // or WebP image): each is stored like an attachment, then placed where it was dropped as a card that
  // links to it. Heard before the canvas's own drop handler, which would try to open them as scenes.
  useEffect(() => {
    const box = container.current;
    if (!api || !box || !canEdit) return;
    const placeCard = async (file: File, url: string, x: number, y: number) => {
      const text = fileCardLabel(file.name, formatBytes(file.size, language));
      // The label is measured once, here: in its own font, not in a fallback still standing in for it.
      await fontReady(document.fonts, cardFont.css, text);
      const [card, ...label] = convertToExcalidrawElements([
        {
          type: 'rectangle',
          x,
          y,
          width: 280,
          height: 72,
          link: url,
          strokeColor: '#1971c2',
          backgroundColor: '#e7f5ff',
          fillStyle: 'solid',
          roundness: { type: 3 },
          label: {
            text,
            fontFamily: cardFont.family,
            fontSize: cardFont.size,
            textAlign: 'left',
            verticalAlign: 'middle',
          },
        },
      ]);
      if (!card) return;
      api.updateScene({
        elements: [...api.getSceneElementsIncludingDeleted(), card, ...label],
        captureUpdate: CaptureUpdateAction.IMMEDIATELY,
      });
      api.updateScene({
        appState: { selectedElementIds: { [card.id]: true }, showHyperlinkPopup: 'info' },
      });
    };
    const onDrop = (event: DragEvent) => {
      const files = droppedFileCards([...(event.dataTransfer?.files ?? [])]);
      if (!files) return;
      event.preventDefault();
      event.stopPropagation();
      const state = api.getAppState();
      const zoom = state.zoom.value;
      const x = (event.clientX - state.offsetLeft) / zoom - state.scrollX;
      const y = (event.clientY - state.offsetTop) / zoom - state.scrollY;
      files.forEach((file, index) => {
        const fileId = newFileId();
        api.setToast({ message: uploadingText(file.name), duration: 3000 });
        void uploadBoardFile(org, boardId, fileId, file).then(
          () => placeCard(file, boardFileUrl(location.origin, org, boardId, fileId), x, y + index * 88),
          (error: unknown) =>
            api.setToast({ message: uploadRefusal(error, uploadFailedText), closable: true, duration: 6000 }),
        );
      });
    };
    box.addEventListener('drop', onDrop, true);
    return () => box.removeEventListener('drop', onDrop, true);
  }, [api, canEdit, org, boardId, language, uploadingText, uploadFailedText]);

  useEffect(() => {
    if (!api) {
      onReady(null);
      return;
    }
    onReady({
      async exportImage(kind) {
        const elements = api.getSceneElements();
        const appState = { ...api.getAppState(), exportBackground: true };
        const files = api.getFiles();
        const name = fileNameOf(title);
        if (kind === 'png') {
          download(await exportToBlob({ elements, appState, files, mimeType: 'image/png' }), `${name}.png`);
        } else {
          const svg = await exportToSvg({ elements, appState, files });
          download(new Blob([svg.outerHTML], { type: 'image/svg+xml' }), `${name}.svg`);
        }
      },
      placeLink(url, label) {
        const state = api.getAppState();
        const zoom = state.zoom.value;
        const x = state.width / 2 / zoom - state.scrollX;
        const y = state.height / 2 / zoom - state.scrollY;
        const [text] = convertToExcalidrawElements([{ type: 'text', x, y, text: `↗ ${label}`, link: url }]);
        if (!text) return;
        api.updateScene({
          elements: [...api.getSceneElementsIncludingDeleted(), text],
          captureUpdate: CaptureUpdateAction.IMMEDIATELY,
        });
        // Selected with its link shown, to follow at once.
        api.updateScene({
          appState: { selectedElementIds: { [text.id]: true }, showHyperlinkPopup: 'info' },
        });
      },
    });
    return () => onReady(null);
  }, [api, title, onReady]);

  const onChange = (
    elements: readonly OrderedExcalidrawElement[],
    appState: AppState,
    files: BinaryFiles,
  ) => {
    if (!loaded) setLoaded(true);
    if (canEdit) {
      const changed: SceneElement[] = [];
      for (const element of elements) {
        const key = versionKey(element);
        if (known.current.get(element.id) === key) continue;
        known.current.set(element.id, key);
        changed.push(element as unknown as SceneElement);
      }
      if (changed.length > 0) pushElements(connection.doc, changed);
      for (const file of Object.values(files)) {
        if (uploaded.current.has(file.id)) continue;
        uploaded.current.add(file.id);
        void uploadSceneFile(org, boardId, file as SceneFile).catch((error: unknown) => {
          uploaded.current.delete(file.id);
          api?.setToast({ message: uploadRefusal(error, uploadFailedText), closable: true, duration: 6000 });
        });
      }
    }
    if (appState.activeTool.locked !== prefsRef.current.isLocked) {
      setPreference('isLocked', appState.activeTool.locked);
    }
    // Without wrap mode the selection box takes what it touches, not only what it encloses.
    const box = appState.selectionElement;
    if (api && box && !prefsRef.current.wrapMode && appState.activeTool.type === 'selection') {
      const touched: readonly NonDeletedExcalidrawElement[] = elementsOverlappingBBox({
        elements: elements.filter((e) => !e.isDeleted) as NonDeletedExcalidrawElement[],
        bounds: box,
        type: 'overlap',
      }).filter((e: NonDeletedExcalidrawElement) => e.id !== box.id);
      const current = Object.keys(appState.selectedElementIds);
      if (
        touched.length !== current.length ||
        touched.some((e: NonDeletedExcalidrawElement) => !appState.selectedElementIds[e.id])
      ) {
        api.updateScene({
          appState: {
            selectedElementIds: Object.fromEntries(
              touched.map((e: NonDeletedExcalidrawElement) => [e.id, true as const]),
            ),
          },
        });
      }
    }
    const awareness = connection.provider.awareness;
    const selected = appState.selectedElementIds;
    if (
      awareness &&
      JSON.stringify(awareness.getLocalState()?.selectedElementIds ?? {}) !== JSON.stringify(selected)
    ) {
      awareness.setLocalStateField('selectedElementIds', selected);
    }
  };

  if (!initial) return <div className="board-canvas" aria-busy="true" />;
  return (
    <div
      ref={container}
      className="board-canvas"
      data-motion={reducedMotion ? 'off' : 'on'}
      data-testid="board-canvas"
    >
      <Excalidraw
        excalidrawAPI={setApi}
        initialData={{
          elements: initial as unknown as OrderedExcalidrawElement[],
          appState: {
            activeTool: {
              type: 'selection',
              locked: prefs.isLocked,
              lastActiveTool: null,
              customType: null,
            },
          },
          scrollToContent: true,
        }}
        onChange={onChange}
        onPointerUpdate={({ pointer, button }) => {
          connection.provider.awareness?.setLocalStateField('pointer', pointer);
          connection.provider.awareness?.setLocalStateField('button', button);
        }}
        onLinkOpen={(element, event) => {
          if (!element.link) return;
          // A file card: its file in a new tab (a download, or a PDF shown), never in place of the app.
          if (isBoardFileLink(element.link)) {
            event.preventDefault();
            window.open(element.link, '_blank', 'noopener,noreferrer');
            return;
          }
          const path = appPathOf(element.link);
          if (!path) return;
          event.preventDefault();
          onOpenPath(path);
        }}
        isCollaborating
        viewModeEnabled={!canEdit}
        gridModeEnabled={!prefs.disableGrid}
        objectsSnapModeEnabled={!prefs.disableSnapping}
        theme={resolved}
        langCode={excalidrawLanguages[language] ?? 'en'}
        name={title}
        UIOptions={{
          canvasActions: { loadScene: false, saveToActiveFile: false, export: false, toggleTheme: null },
        }}
        aiEnabled={false}
        validateEmbeddable={false}
      />
    </div>
  );
}

/** What to say when the server refused a dropped file. */
function uploadRefusal(error: unknown, otherwise: string): string {
  const body =
    error instanceof ApiRequestError ? (error.body as { fields?: { file?: string } } | undefined) : undefined;
  return body?.fields?.file ?? otherwise;
}
