import { lazyComponent } from '../../ui/lazyComponent';

/** The search page, fetched the first time it opens. */
export const LazySearchPage = lazyComponent(() => import('./SearchPage'), 'SearchPage');
