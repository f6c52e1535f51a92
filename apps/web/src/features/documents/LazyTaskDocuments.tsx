import { lazyComponent } from '../../ui/lazyComponent';

/** The task panel's linked documents, fetched when a task is first opened (not in the page's initial JS). */
export const LazyTaskDocuments = lazyComponent(() => import('./TaskDocuments'), 'TaskDocuments');
