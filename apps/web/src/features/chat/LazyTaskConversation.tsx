import { lazyComponent } from '../../ui/lazyComponent';

// The chat code and the editor arrive the first time a task's conversation is shown.
/** A task's conversation beside its panel, loaded on first use. */
export const LazyTaskConversation = lazyComponent(() => import('./TaskConversation'), 'TaskConversation');
