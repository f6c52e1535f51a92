import { messagePlainText } from '@orbit/shared';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import AtSign from 'lucide-react/icons/at-sign';
import Paperclip from 'lucide-react/icons/paperclip';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cspNonce } from '../../lib/cspNonce';
import { EditorToolbar } from '../editor/EditorToolbar';
import { editorExtensions } from '../editor/editorExtensions';
import { parseRichText, type RichNode, serializeRichText } from '../editor/richTextDoc';
import '../editor/richText.css';
import { EmojiPicker } from './EmojiPicker';
import { MentionList } from './MentionList';
import {
  filterCandidates,
  type MentionCandidate,
  type MentionTrigger,
  mentionQuery,
} from './mentionCandidates';
import { MentionNode } from './mentionNode';

export type ComposerProps = {
  /** The field's accessible name ("Message #general"). */
  label: string;
  placeholder: string;
  /** What it opens with (a draft, the message being edited); taken again while it has no focus. */
  value: string;
  candidates: readonly MentionCandidate[];
  /** A message to send (ProseMirror JSON); the composer empties itself. */
  onSend: (body: string) => void;
  /** The text so far, after a pause in typing (a draft); '' once sent or emptied. */
  onDraft?: (body: string) => void;
  /** Every change of the text (the typing signal). */
  onInput?: () => void;
  /** Up in an empty composer: edit my last message. */
  onEditLast?: () => void;
  /** Esc with nothing else to close; answers whether it did something. */
  onEscape?: () => boolean;
  /** Edit mode: Enter saves, Esc cancels, and Save / Cancel buttons show. */
  edit?: { onCancel: () => void; saveLabel: string; cancelLabel: string };
  /** Above the text: files attached to the next message. */
  attachments?: ReactNode;
  /** Files picked or dropped onto the composer. */
  onFiles?: (files: File[]) => void;
  /** Something besides text is ready (files): sending with no text is allowed. */
  hasContent?: boolean;
  /** Extra controls beside Send (the send-later menu), given the current body. */
  renderActions?: (body: () => string, clear: () => void) => ReactNode;
  autoFocus?: boolean;
};

type Suggest = { trigger: MentionTrigger; query: string; from: number; to: number };

const serialize = (editor: Editor) => serializeRichText(editor.getJSON() as RichNode);

/** The text of the caret's block up to the caret (atoms as one placeholder character). */
function textBeforeCaret(editor: Editor): { text: string; pos: number } | null {
  const { selection } = editor.state;
  if (!selection.empty) return null;
  const { $from } = selection;
  if ($from.parent.type.name === 'codeBlock') return null;
  const start = Math.max(0, $from.parentOffset - 40);
  return { text: $from.parent.textBetween(start, $from.parentOffset, undefined, '\uFFFC'), pos: $from.pos };
}

/**
 * The message composer: the task descriptions' tiptap editor (same extensions, same toolbar) with
 * mention chips and their autocomplete, emoji, Enter to send and Shift+Enter for a new line.
 */
export function Composer(props: ComposerProps) {
  const { t } = useTranslation('chat');
  const listId = useId();
  const latest = useRef(props);
  latest.current = props;
  const known = useRef(props.value);
  const draftTimer = useRef<number | undefined>(undefined);
  const [suggest, setSuggest] = useState<Suggest | null>(null);
  const [active, setActive] = useState(0);
  const suggestRef = useRef<{ suggest: Suggest | null; items: MentionCandidate[]; active: number }>({
    suggest: null,
    items: [],
    active: 0,
  });
  const [empty, setEmpty] = useState(() => messagePlainText(props.value) === '');

  const items = useMemo(
    () => (suggest ? filterCandidates(props.candidates, suggest.trigger, suggest.query) : []),
    [suggest, props.candidates],
  );
  suggestRef.current = { suggest, items, active: Math.min(active, Math.max(0, items.length - 1)) };

  const flushDraft = (editor: Editor | null) => {
    window.clearTimeout(draftTimer.current);
    draftTimer.current = undefined;
    if (!editor || editor.isDestroyed) return;
    const body = serialize(editor);
    if (body === known.current) return;
    known.current = body;
    latest.current.onDraft?.(body);
  };

  const extensions = useMemo(
    () => [...editorExtensions(props.placeholder), MentionNode],
    [props.placeholder],
  );

  const editorRef = useRef<Editor | null>(null);
  const send = () => {
    const editor = editorRef.current;
    if (!editor) return;
    const body = serialize(editor);
    if (messagePlainText(body) === '' && !latest.current.hasContent) return;
    window.clearTimeout(draftTimer.current);
    latest.current.onSend(body);
    if (!latest.current.edit) {
      const hadDraft = known.current !== '';
      editor.commands.clearContent(true);
      known.current = '';
      if (hadDraft) latest.current.onDraft?.('');
    }
  };

  const pick = (candidate: MentionCandidate) => {
    const editor = editorRef.current;
    const current = suggestRef.current.suggest;
    if (!editor || !current) return;
    editor
      .chain()
      .focus()
      .insertContentAt({ from: current.from, to: current.to }, [
        { type: 'mention', attrs: { id: candidate.id, kind: candidate.kind, label: candidate.label } },
        { type: 'text', text: ' ' },
      ])
      .run();
    setSuggest(null);
  };

  const readSuggest = (editor: Editor) => {
    const before = textBeforeCaret(editor);
    const found = before ? mentionQuery(before.text) : null;
    if (!before || !found) {
      setSuggest(null);
      return;
    }
    const length = found.query.length + 1;
    setSuggest((prev) => {
      const next = { ...found, from: before.pos - length, to: before.pos };
      if (prev?.query !== next.query || prev.trigger !== next.trigger) setActive(0);
      return next;
    });
  };

  const editor = useEditor(
    {
      extensions,
      content: parseRichText(props.value),
      shouldRerenderOnTransaction: false,
      injectNonce: cspNonce(),
      autofocus: props.autoFocus ? 'end' : false,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': props.label,
          'aria-autocomplete': 'list',
          class: 'rich-text rich-text-input chat-composer-input',
        },
        handleKeyDown: (_view, event) => {
          const { suggest: open, items: list, active: index } = suggestRef.current;
          if (open && list.length > 0) {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((index + step + list.length) % list.length);
              return true;
            }
            if (event.key === 'Enter' || event.key === 'Tab') {
              const chosen = list[index];
              if (chosen) pick(chosen);
              return true;
            }
          }
          if (open && event.key === 'Escape') {
            setSuggest(null);
            return true;
          }
          const current = editorRef.current;
          if (!current) return false;
          if (event.key === 'Enter' && !event.shiftKey && !event.altKey && !event.isComposing) {
            if (current.isActive('codeBlock') || current.isActive('listItem')) return false;
            send();
            return true;
          }
          if (event.key === 'Escape') {
            if (latest.current.edit) {
              latest.current.edit.onCancel();
              return true;
            }
            return latest.current.onEscape?.() ?? false;
          }
          if (event.key === 'ArrowUp' && current.isEmpty && latest.current.onEditLast) {
            latest.current.onEditLast();
            return true;
          }
          return false;
        },
      },
      onUpdate: ({ editor: current }) => {
        setEmpty(messagePlainText(serialize(current)) === '');
        readSuggest(current);
        if (!current.isEmpty) latest.current.onInput?.();
        if (latest.current.edit || !latest.current.onDraft) return;
        window.clearTimeout(draftTimer.current);
        draftTimer.current = window.setTimeout(() => flushDraft(current), 800);
      },
      onSelectionUpdate: ({ editor: current }) => readSuggest(current),
      onBlur: ({ editor: current }) => {
        if (!latest.current.edit) flushDraft(current);
      },
    },
    [extensions],
  );
  editorRef.current = editor;

  // A draft that arrives from elsewhere (another device) shows unless this one was changed since the
  // last draft it knew (the writer's own typing always wins).
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (props.value === known.current || draftTimer.current !== undefined) return;
    const current = serialize(editor);
    if (current !== known.current) return;
    known.current = props.value;
    if (props.value === current) return;
    editor.commands.setContent(parseRichText(props.value), { emitUpdate: false });
    setEmpty(messagePlainText(props.value) === '');
  }, [editor, props.value]);

  // The autocomplete's state on the field, for screen readers.
  const activeId = suggest && items.length > 0 ? `${listId}-${suggestRef.current.active}` : undefined;
  useEffect(() => {
    const dom = editor?.isDestroyed ? undefined : editor?.view.dom;
    if (!dom) return;
    if (suggest && items.length > 0) dom.setAttribute('aria-controls', listId);
    else dom.removeAttribute('aria-controls');
    if (activeId) dom.setAttribute('aria-activedescendant', activeId);
    else dom.removeAttribute('aria-activedescendant');
  }, [editor, suggest, items.length, listId, activeId]);

  // Leaving mid-sentence still keeps the sentence as a draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: flushDraft reads refs only
  useEffect(() => () => flushDraft(editorRef.current), []);

  const insertTrigger = () => {
    editor?.chain().focus().insertContent(' @').run();
  };

  const fileInput = useRef<HTMLInputElement>(null);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a shortcut for the attach button
    <div
      className="chat-composer"
      data-edit={props.edit ? '' : undefined}
      onDragOver={(event) => {
        if (props.onFiles && event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={(event) => {
        if (!props.onFiles || event.dataTransfer.files.length === 0) return;
        event.preventDefault();
        props.onFiles([...event.dataTransfer.files]);
      }}
    >
      {suggest && items.length > 0 && (
        <MentionList
          id={listId}
          items={items}
          active={suggestRef.current.active}
          onPick={pick}
          onHover={setActive}
          label={t('mention.list')}
        />
      )}
      {editor && <EditorToolbar editor={editor} label={t('composer.formatting')} />}
      {props.attachments}
      <EditorContent editor={editor} className="chat-composer-body" />
      <div className="chat-composer-actions">
        <EmojiPicker
          label={t('emoji.insert')}
          onPick={(emoji) => editor?.chain().focus().insertContent(emoji).run()}
        />
        {props.onFiles && (
          <>
            <button
              type="button"
              className="chat-composer-tool"
              aria-label={t('files.attach')}
              title={t('files.attach')}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => fileInput.current?.click()}
            >
              <Paperclip size={16} aria-hidden="true" />
            </button>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              aria-label={t('files.attach')}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                props.onFiles?.(files);
              }}
            />
          </>
        )}
        <button
          type="button"
          className="chat-composer-tool"
          aria-label={t('mention.insert')}
          title={t('mention.insert')}
          onMouseDown={(e) => e.preventDefault()}
          onClick={insertTrigger}
        >
          <AtSign size={16} aria-hidden="true" />
        </button>
        <span className="chat-composer-hint" aria-hidden="true">
          {props.edit ? t('composer.editHint') : t('composer.hint')}
        </span>
        {props.edit ? (
          <>
            <button type="button" className="chat-text-button" onClick={props.edit.onCancel}>
              {props.edit.cancelLabel}
            </button>
            <button
              type="button"
              className="chat-text-button"
              data-primary=""
              onClick={send}
              disabled={empty}
            >
              {props.edit.saveLabel}
            </button>
          </>
        ) : (
          <>
            {props.renderActions?.(
              () => (editor ? serialize(editor) : ''),
              () => {
                editor?.commands.clearContent(true);
                known.current = '';
                latest.current.onDraft?.('');
              },
            )}
            <button
              type="button"
              className="chat-send"
              aria-label={t('composer.send')}
              title={t('composer.send')}
              disabled={empty && !props.hasContent}
              onMouseDown={(e) => e.preventDefault()}
              onClick={send}
            >
              <SendHorizontal size={16} aria-hidden="true" />
            </button>
          </>
        )}
      </div>
    </div>
  );
}
