import { lazyComponent } from '../../ui/lazyComponent';

/** The New orbit dialog, fetched the first time it opens (the sidebar ships with every page). */
export const LazyNewOrbitDialog = lazyComponent(() => import('./NewOrbitDialog'), 'NewOrbitDialog');
