import { lazyComponent } from '../../ui/lazyComponent';

// tiptap, Yjs and the collaboration provider arrive with the first document opened: never in the
// dashboard's first download.
export const LazyDocumentEditor = lazyComponent(
  () => import('./DocumentEditor'),
  'DocumentEditor',
  <p className="doc-loading">…</p>,
);
