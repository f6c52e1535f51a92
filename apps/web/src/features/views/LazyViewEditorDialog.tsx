import { lazyComponent } from '../../ui/lazyComponent';

/** The view editor, fetched the first time it opens (the sidebar ships with every page). */
export const LazyViewEditorDialog = lazyComponent(() => import('./ViewEditorDialog'), 'ViewEditorDialog');
