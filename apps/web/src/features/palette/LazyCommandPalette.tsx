import { lazyComponent } from '../../ui/lazyComponent';

/** The palette, fetched the first time it opens (cmdk and its lists stay out of the first load). */
export const LazyCommandPalette = lazyComponent(() => import('./CommandPalette'), 'CommandPalette');
