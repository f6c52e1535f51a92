import type { PresenceChanged, PresenceState } from '@orbit/shared';
import { create } from 'zustand';

type PresenceStore = {
  /** Everyone known to be online or away; anyone else is offline. */
  states: Record<string, PresenceState>;
};

export const usePresenceStore = create<PresenceStore>()(() => ({ states: {} }));

export function setPresence(changes: readonly PresenceChanged[]): void {
  usePresenceStore.setState((s) => {
    const moved = changes.filter(({ userId, state }) => (s.states[userId] ?? 'offline') !== state);
    if (moved.length === 0) return s;
    const states = { ...s.states };
    for (const { userId, state } of moved) {
      if (state === 'offline') delete states[userId];
      else states[userId] = state;
    }
    return { states };
  });
}

/** A workspace's snapshot (GET /presence): its people take the listed state, or offline. */
export function replacePresence(userIds: readonly string[], list: readonly PresenceChanged[]): void {
  usePresenceStore.setState((s) => {
    const states = { ...s.states };
    for (const id of userIds) delete states[id];
    for (const { userId, state } of list) if (state !== 'offline') states[userId] = state;
    return { states };
  });
}

/** One person's presence now (a hook: re-renders when it changes). */
export function usePresence(userId: string): PresenceState {
  return usePresenceStore((s) => s.states[userId] ?? 'offline');
}
