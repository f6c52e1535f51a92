import { richTextProblem } from '@orbit/shared';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorToolbar } from './EditorToolbar';
import { editorExtensions } from './editorExtensions';
import { RichTextView } from './RichTextView';
import { parseRichText, type RichNode, serializeRichText } from './richTextDoc';
import './richText.css';
import { cspNonce } from '../../lib/cspNonce';

export type RichTextEditorProps = {
  /** A ProseMirror JSON string; plain text (older values) opens as paragraphs. */
  value: string;
  /** The new value after a pause in typing and on blur; '' when the document is empty. */
  onChange: (value: string) => void;
  /** The field's accessible name. */
  label: string;
  placeholder?: string;
  readOnly?: boolean;
  /** The longest value (the JSON's length) that may be saved; longer shows an error and is not sent. */
  maxLength?: number;
  /** Quiet time before a change is reported while typing. */
  debounceMs?: number;
};

const serialize = (editor: Editor) => serializeRichText(editor.getJSON() as RichNode);

/**
 * A tiptap editor with a small toolbar, or, for a document holding content outside the editor's schema
 * (packages/shared rich-text-schema: an image, a table, a `textStyle` mark from another tool), that
 * document read-only with a notice: loaded into the editor it would lose what the editor cannot show,
 * and the first keystroke would save the loss over it.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation('taskDetail');
  const noticeId = useId();
  if (richTextProblem(props.value) === undefined) return <EditableRichText {...props} />;
  return (
    <div className="rich-text-editor" data-readonly data-unsupported>
      <p id={noticeId} className="rich-text-notice" role="note">
        {t('editor.unsupported')}
      </p>
      <section aria-label={props.label} aria-describedby={noticeId}>
        <RichTextView value={props.value} />
      </section>
    </div>
  );
}

/**
 * The editor itself. While it has focus, a new `value` from outside waits: the writer's typing is never
 * replaced; it is applied on blur if the writer changed nothing.
 */
function EditableRichText({
  value,
  onChange,
  label,
  placeholder,
  readOnly = false,
  maxLength,
  debounceMs = 800,
}: RichTextEditorProps) {
  const { t, i18n } = useTranslation('taskDetail');
  const errorId = useId();
  const [overBy, setOverByState] = useState<number | null>(null);
  const overRef = useRef<number | null>(null);
  const setOverBy = (next: number | null) => {
    overRef.current = next;
    setOverByState(next);
  };
  const latest = useRef({ value, onChange, maxLength });
  latest.current = { value, onChange, maxLength };
  // The last value this editor reported or took from outside: what it holds when `unsent` is null.
  const known = useRef(value);
  const unsent = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const send = () => {
    window.clearTimeout(timer.current);
    const next = unsent.current;
    if (next === null) return;
    unsent.current = null;
    known.current = next;
    if (next !== latest.current.value) latest.current.onChange(next);
  };

  const extensions = useMemo(() => editorExtensions(placeholder ?? ''), [placeholder]);
  const editor = useEditor(
    {
      extensions,
      content: parseRichText(value),
      editable: !readOnly,
      shouldRerenderOnTransaction: false,
      // Its base rules go in a <style> element, which the Content-Security-Policy allows by nonce.
      injectNonce: cspNonce(),
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
          class: 'rich-text rich-text-input',
        },
      },
      onUpdate: ({ editor: current }) => {
        const next = serialize(current);
        const limit = latest.current.maxLength;
        if (limit !== undefined && next.length > limit) {
          // Too long: nothing is sent until it fits again.
          window.clearTimeout(timer.current);
          unsent.current = null;
          setOverBy(next.length - limit);
          return;
        }
        setOverBy(null);
        unsent.current = next;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(send, debounceMs);
      },
      onBlur: ({ editor: current }) => {
        if (unsent.current !== null) return send();
        // Too long: the writer's text stays, unsaved, until they shorten it.
        if (overRef.current !== null) return;
        // Untouched: catch up with whatever arrived while it had focus.
        const outside = latest.current.value;
        if (outside !== known.current) {
          current.commands.setContent(parseRichText(outside), { emitUpdate: false });
          known.current = outside;
        }
      },
    },
    [extensions],
  );

  // Outside changes apply at once while the editor does not have focus.
  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    if (unsent.current !== null || overRef.current !== null) return;
    if (value === known.current) return;
    known.current = value;
    if (value === serialize(editor)) return;
    editor.commands.setContent(parseRichText(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  // The error is the field's description; ProseMirror leaves attributes it does not manage alone.
  useEffect(() => {
    const dom = editor?.isDestroyed ? undefined : editor?.view.dom;
    if (!dom) return;
    if (overBy === null) {
      dom.removeAttribute('aria-invalid');
      dom.removeAttribute('aria-describedby');
    } else {
      dom.setAttribute('aria-invalid', 'true');
      dom.setAttribute('aria-describedby', errorId);
    }
  }, [editor, overBy, errorId]);

  // Closing the panel mid-sentence still saves the sentence.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `send` reads refs only
  useEffect(() => () => send(), []);

  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <div
      className="rich-text-editor"
      data-readonly={readOnly || undefined}
      data-invalid={overBy !== null || undefined}
    >
      {!readOnly && editor && <EditorToolbar editor={editor} label={t('editor.toolbar', { field: label })} />}
      <EditorContent editor={editor} />
      {overBy !== null && maxLength !== undefined && (
        <p id={errorId} role="alert" className="rich-text-error">
          {t('editor.tooLong', { max: number(maxLength), over: number(overBy) })}
        </p>
      )}
    </div>
  );
}
