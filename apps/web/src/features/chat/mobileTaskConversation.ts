import { create } from 'zustand';

/**
 * On phones a task's conversation is not beside its panel (there is no room): it opens over it from
 * the panel's Comments button, for that task only, until closed. Not kept across reloads.
 */
export const useMobileTaskConversation = create<{ openFor: string | null }>(() => ({ openFor: null }));

export const openMobileTaskConversation = (taskId: string) =>
  useMobileTaskConversation.setState({ openFor: taskId });
export const closeMobileTaskConversation = () => useMobileTaskConversation.setState({ openFor: null });
