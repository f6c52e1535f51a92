import { lazyComponent } from '../../ui/lazyComponent';
import { RichTextView } from './RichTextView';

// tiptap and ProseMirror are a large download: they arrive the first time an editor is shown.
/** The rich-text editor, loaded on first use; until then the text shows read-only. */
export const LazyRichTextEditor = lazyComponent(
  () => import('./RichTextEditor'),
  'RichTextEditor',
  (props) => <RichTextView value={props.value} className="rich-text-loading" />,
);
