import { createContext } from 'react';

/** Whether the person is here: a dot on their avatar (offline shows none). */
export type AvatarPresence = 'online' | 'away' | 'offline';

/**
 * A hook the app provides to tell each avatar its person's presence (ui knows no feature). The value
 * must stay the same function for the life of the tree, since every Avatar calls it as a hook.
 */
export type UseAvatarPresence = (personId: string) => AvatarPresence | undefined;

const nobody: UseAvatarPresence = () => undefined;

export const AvatarPresenceContext = createContext<UseAvatarPresence>(nobody);
