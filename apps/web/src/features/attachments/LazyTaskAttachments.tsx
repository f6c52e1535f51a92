import { lazyComponent } from '../../ui/lazyComponent';

/** The task panel's Attachments section, fetched when a task is first opened (not in the page's initial JS). */
export const LazyTaskAttachments = lazyComponent(() => import('./TaskAttachments'), 'TaskAttachments');
