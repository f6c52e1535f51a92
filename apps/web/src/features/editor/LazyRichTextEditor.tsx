import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';
import { RichTextView } from './RichTextView';

// tiptap and ProseMirror are a large download: they arrive the first time an editor is shown.
const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

/** The rich-text editor, loaded on first use; until then the text shows read-only. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<RichTextView value={props.value} className="rich-text-loading" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
