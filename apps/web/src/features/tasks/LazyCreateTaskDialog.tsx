import { lazyComponent } from '../../ui/lazyComponent';

/** The create-task modal, fetched the first time it opens (it keeps the pages' initial JS small). */
export const LazyCreateTaskDialog = lazyComponent(() => import('./CreateTaskDialog'), 'CreateTaskDialog');
