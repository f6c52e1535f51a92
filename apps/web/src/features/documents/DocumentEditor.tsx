import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { collabPath, collabRefusals } from '@orbit/shared/collab';
import { documentCollabName } from '@orbit/shared/documents';
import { Collaboration } from '@tiptap/extension-collaboration';
import { Image } from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { Placeholder } from '@tiptap/extensions';
import { addColumnAfter, addRowAfter } from '@tiptap/pm/tables';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import AtSign from 'lucide-react/icons/at-sign';
import BetweenHorizontalEnd from 'lucide-react/icons/between-horizontal-end';
import BetweenVerticalEnd from 'lucide-react/icons/between-vertical-end';
import ImagePlus from 'lucide-react/icons/image-plus';
import ListChecks from 'lucide-react/icons/list-checks';
import Table from 'lucide-react/icons/table';
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IndexeddbPersistence } from 'y-indexeddb';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { cspNonce } from '../../lib/cspNonce';
import { EditorToolbar } from '../editor/EditorToolbar';
import { safeHref } from '../editor/richTextDoc';
import '../editor/richText.css';
import { CollaborationCarets, caretColour } from './collabCaret';
import { DocMention, type DocMentionKind } from './docMention';
import { docTableExtensions } from './docTable';
import { uploadDocumentImage } from './documentApi';
import './documents.css';
import './documentStrings';

export type MentionTarget = { kind: DocMentionKind; id: string; label: string; href: string };

export type DocumentEditorProps = {
  org: string;
  documentId: string;
  /** The signed-in person: their caret's name and colour. */
  me: { id: string; name: string };
  /** Archived or in Trash (the server refuses writes then too). */
  readOnly: boolean;
  /** Who and what a mention may name. */
  mentionTargets: readonly MentionTarget[];
  label: string;
};

export type ConnectionState = 'connecting' | 'connected' | 'offline' | 'refused';

/** The collaboration socket for this tab: one per page load, shared by every document opened. */
let socket: HocuspocusProviderWebsocket | undefined;
function collabSocket(): HocuspocusProviderWebsocket {
  socket ??= new HocuspocusProviderWebsocket({
    url: `${window.location.origin.replace(/^http/, 'ws')}${collabPath}`,
  });
  return socket;
}

/** The text before the caret in its text block, to find a mention being typed. */
function mentionQueryOf(editor: Editor): { query: string; from: number; to: number } | null {
  const { $from, empty } = editor.state.selection;
  if (!empty) return null;
  const text = $from.parent.textBetween(0, $from.parentOffset, undefined, '\uFFFC');
  const match = /(?:^|\s)@([^\s@\uFFFC]{0,30})$/u.exec(text);
  if (!match) return null;
  const query = match[1] ?? '';
  return { query, from: $from.pos - query.length - 1, to: $from.pos };
}

/**
 * A document's text, written together: tiptap bound to the Yjs document `doc:<id>` (Collaboration),
 * everyone's carets in their colours, a local copy in IndexedDB (y-indexeddb) so it opens and takes
 * edits offline, merged with everyone's when the socket is back.
 */
export function DocumentEditor({
  org,
  documentId,
  me,
  readOnly,
  mentionTargets,
  label,
}: DocumentEditorProps) {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const [state, setState] = useState<ConnectionState>('connecting');
  const [serverReadOnly, setServerReadOnly] = useState(false);
  const [suggest, setSuggest] = useState<{ query: string; from: number; to: number } | null>(null);
  const [active, setActive] = useState(0);
  /** The caret is in a table: its row and column controls show. */
  const [inTable, setInTable] = useState(false);
  const mentionListId = useId();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // The document and its awareness live as long as the screen shows this document; the provider
  // (and the local copy) are made by the effect, so a second run of it starts them afresh.
  // (The screen gives each document an editor of its own: `key` is the document's id.)
  const [{ ydoc, awareness }] = useState(() => {
    const doc = new Y.Doc();
    return { ydoc: doc, awareness: new Awareness(doc) };
  });

  useEffect(() => {
    const local = new IndexeddbPersistence(`orbit-doc:${documentId}`, ydoc);
    const provider = new HocuspocusProvider({
      websocketProvider: collabSocket(),
      name: documentCollabName(documentId),
      document: ydoc,
      awareness,
    });
    provider.attach();
    setState('connecting');
    const onStatus = ({ status }: { status: string }) =>
      setState((prev) => (prev === 'refused' ? prev : status === 'connected' ? prev : 'offline'));
    const onSynced = () => setState('connected');
    const onRefused = () => setState('refused');
    // The server closes the document for someone who lost access while it was open.
    const onClose = ({ event }: { event: { reason?: string } }) => {
      if (event.reason === collabRefusals.accessLost || event.reason === collabRefusals.forbidden)
        onRefused();
    };
    provider.on('close', onClose);
    const onAuthenticated = () => setServerReadOnly(provider.authorizedScope === 'readonly');
    provider.on('status', onStatus);
    provider.on('synced', onSynced);
    provider.on('authenticationFailed', onRefused);
    provider.on('authenticated', onAuthenticated);
    // The browser says when it is offline before a socket notices: let go of the socket then (edits
    // stay in the document and IndexedDB) and connect again, syncing both ways, once back.
    const goOffline = () => {
      setState('offline');
      void collabSocket().disconnect();
    };
    const goOnline = () => void collabSocket().connect();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    if (!navigator.onLine) goOffline();
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      provider.off('close', onClose);
      provider.off('status', onStatus);
      provider.off('synced', onSynced);
      provider.off('authenticationFailed', onRefused);
      provider.off('authenticated', onAuthenticated);
      // Not provider.destroy(): that would destroy the awareness the editor is bound to. Only the
      // connection and the provider's own listeners go.
      ydoc.off('update', provider.boundDocumentUpdateHandler);
      awareness.off('update', provider.boundAwarenessUpdateHandler);
      provider.flushPendingUpdates();
      provider.removeAllListeners();
      provider.detach();
      void local.destroy();
    };
  }, [documentId, ydoc, awareness]);

  const byHref = useRef(mentionTargets);
  byHref.current = mentionTargets;
  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        // Undo and redo come from Collaboration: each person undoes only their own changes.
        undoRedo: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => Boolean(safeHref(url)),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
      Placeholder.configure({ placeholder: t('editor.placeholder') }),
      Collaboration.configure({ document: ydoc }),
      CollaborationCarets.configure({
        awareness,
        user: { name: me.name, color: caretColour(me.id) },
      }),
      TaskList,
      TaskItem.configure({ nested: true }),
      ...docTableExtensions,
      Image.configure({ inline: false, allowBase64: false }),
      DocMention.configure({
        hrefOf: (kind, id) => byHref.current.find((m) => m.kind === kind && m.id === id)?.href ?? '#',
      }),
    ],
    [ydoc, awareness, me.id, me.name, t],
  );

  const candidates = useMemo(() => {
    if (!suggest) return [];
    const q = suggest.query.toLowerCase();
    return mentionTargets.filter((m) => m.label.toLowerCase().includes(q)).slice(0, 8);
  }, [suggest, mentionTargets]);
  const pickRef = useRef<(target: MentionTarget) => void>(() => undefined);
  const keysRef = useRef({ suggest, candidates, active });
  keysRef.current = { suggest, candidates, active };

  const editor = useEditor(
    {
      extensions,
      editable: !readOnly,
      shouldRerenderOnTransaction: false,
      injectNonce: cspNonce(),
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          class: 'rich-text doc-text',
        },
        handleKeyDown(_view, event) {
          const { suggest: open, candidates: list, active: index } = keysRef.current;
          if (!open || list.length === 0) return false;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((index + step + list.length) % list.length);
            return true;
          }
          if (event.key === 'Enter' || event.key === 'Tab') {
            const target = list[index];
            if (target) pickRef.current(target);
            return true;
          }
          if (event.key === 'Escape') {
            setSuggest(null);
            return true;
          }
          return false;
        },
        handleClickOn(_view, _pos, _node, _nodePos, event) {
          const chip = (event.target as HTMLElement).closest('a[data-doc-mention]');
          const href = chip?.getAttribute('href');
          if (!href || href === '#') return false;
          event.preventDefault();
          navigate(href);
          return true;
        },
      },
      onUpdate: ({ editor: current }) => {
        setSuggest(mentionQueryOf(current));
        setActive(0);
        setInTable(current.isActive('table'));
      },
      onSelectionUpdate: ({ editor: current }) => {
        setSuggest(mentionQueryOf(current));
        setInTable(current.isActive('table'));
      },
    },
    [extensions],
  );

  useEffect(() => {
    editor?.setEditable(!readOnly && !serverReadOnly && state !== 'refused');
  }, [editor, readOnly, serverReadOnly, state]);

  // The mention list belongs to the text box, which keeps the focus: it names the list and the option
  // the arrow keys are on (screen readers follow aria-activedescendant).
  const listOpen = Boolean(suggest) && candidates.length > 0;
  useEffect(() => {
    // Before the editor is mounted there is no list to point at (and no view to ask).
    if (!editor?.isInitialized || editor.isDestroyed) return;
    const box = editor.view.dom;
    if (listOpen) {
      box.setAttribute('aria-controls', mentionListId);
      box.setAttribute('aria-activedescendant', `${mentionListId}-${active}`);
    } else {
      box.removeAttribute('aria-controls');
      box.removeAttribute('aria-activedescendant');
    }
  }, [editor, listOpen, active, mentionListId]);

  // The text box is named after the document, renamed or not (the editor's own attributes are set once).
  useEffect(() => {
    if (!editor?.isInitialized || editor.isDestroyed) return;
    editor.view.dom.setAttribute('aria-label', label);
  }, [editor, label]);

  pickRef.current = (target) => {
    if (!editor || !suggest) return;
    editor
      .chain()
      .focus()
      .insertContentAt({ from: suggest.from, to: suggest.to }, [
        { type: 'docMention', attrs: { id: target.id, kind: target.kind, label: target.label } },
        { type: 'text', text: ' ' },
      ])
      .run();
    setSuggest(null);
  };

  const onImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !editor) return;
    setUploadError(null);
    try {
      const src = await uploadDocumentImage(org, documentId, file);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : String(error));
    }
  };

  const editable = !readOnly && !serverReadOnly && state !== 'refused';
  const statusText =
    state === 'refused'
      ? t('editor.refused')
      : state === 'connected'
        ? t('editor.connected')
        : state === 'offline'
          ? t('editor.offline')
          : t('editor.connecting');

  return (
    <div className="doc-editor">
      <div className="doc-editor-bar">
        {editor && editable && (
          <>
            <EditorToolbar editor={editor} label={t('editor.toolbar')} />
            <div className="doc-editor-tools" role="toolbar" aria-label={t('editor.insert')}>
              <button
                type="button"
                className="rich-text-tool"
                aria-label={t('editor.taskList')}
                title={t('editor.taskList')}
                onClick={() => editor.chain().focus().toggleTaskList().run()}
              >
                <ListChecks size={16} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="rich-text-tool"
                aria-label={t('editor.table')}
                title={t('editor.table')}
                onClick={() => editor.chain().focus().insertTable(3, 3).run()}
              >
                <Table size={16} aria-hidden="true" />
              </button>
              {inTable && (
                <>
                  <button
                    type="button"
                    className="rich-text-tool"
                    aria-label={t('editor.addRow')}
                    title={t('editor.addRow')}
                    onClick={() =>
                      editor
                        .chain()
                        .focus()
                        .command(({ state: now, dispatch }) => addRowAfter(now, dispatch))
                        .run()
                    }
                  >
                    <BetweenHorizontalEnd size={16} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="rich-text-tool"
                    aria-label={t('editor.addColumn')}
                    title={t('editor.addColumn')}
                    onClick={() =>
                      editor
                        .chain()
                        .focus()
                        .command(({ state: now, dispatch }) => addColumnAfter(now, dispatch))
                        .run()
                    }
                  >
                    <BetweenVerticalEnd size={16} aria-hidden="true" />
                  </button>
                </>
              )}
              <button
                type="button"
                className="rich-text-tool"
                aria-label={t('editor.image')}
                title={t('editor.image')}
                onClick={() => fileInput.current?.click()}
              >
                <ImagePlus size={16} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="rich-text-tool"
                aria-label={t('editor.mention')}
                title={t('editor.mention')}
                onClick={() => editor.chain().focus().insertContent('@').run()}
              >
                <AtSign size={16} aria-hidden="true" />
              </button>
              <input
                ref={fileInput}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                hidden
                aria-hidden="true"
                tabIndex={-1}
                onChange={(event) => void onImage(event)}
              />
            </div>
          </>
        )}
        <span className="doc-connection" role="status" data-state={state}>
          {statusText}
          {editable ? '' : ` · ${t('editor.readOnly')}`}
        </span>
      </div>
      {uploadError && (
        <p className="doc-error" role="alert">
          {uploadError}
        </p>
      )}
      <EditorContent editor={editor} />
      {listOpen && (
        <div id={mentionListId} className="doc-mentions" role="listbox" aria-label={t('editor.mentionList')}>
          {candidates.map((candidate, index) => (
            <div
              key={`${candidate.kind}:${candidate.id}`}
              id={`${mentionListId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="doc-mention-option"
              onMouseDown={(event) => {
                event.preventDefault();
                pickRef.current(candidate);
              }}
            >
              <span className="doc-mention-kind">{t(`editor.kind.${candidate.kind}`)}</span> {candidate.label}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
