import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ColorTheme } from './colorThemes';

/** Someone else looking at the same thing: their socket id and user id. */
export type Collaborator = { sid: string; id: string };
/** A recently opened orbit or person, per workspace (`wid`). */
export type RecentEntry = { id: string; wid: string };

export const RECENTS_PER_WORKSPACE = 3;

export type Preferences = {
  hideSubtasks: boolean;
  dismissTrialWarning: boolean;
  showConvoInputStyling: boolean;
  emojiSkintoneModifier: number;
  newTaskPrefill: Record<string, unknown> | null;
  itemAttachmentsLayout: 'grid' | 'list';
  disableGrid: boolean;
  reduceMotion: boolean;
  isLocked: boolean;
  disableSnapping: boolean;
  disableEdgeScrolling: boolean;
  wrapMode: boolean;
  disableMotion: boolean;
};

export const defaultPreferences: Preferences = {
  hideSubtasks: false,
  dismissTrialWarning: false,
  showConvoInputStyling: false,
  emojiSkintoneModifier: 0,
  newTaskPrefill: null,
  itemAttachmentsLayout: 'grid',
  disableGrid: false,
  reduceMotion: false,
  isLocked: false,
  disableSnapping: false,
  disableEdgeScrolling: false,
  wrapMode: false,
  disableMotion: false,
};

export type ClientState = {
  isLoggedIn: boolean;
  attachedConvoEnabled: boolean;
  convosWidth: number;
  halfHalfWidth: number;
  showSidebar: boolean;
  showCompleted: boolean;
  expandView: boolean;
  darkMode: boolean;
  darkModeFollowsOS: boolean;
  /** One of the seven colour themes; the paid ones are gated by the workspace plan in the picker. */
  colorTheme: ColorTheme;
  collaborators: Collaborator[];
  orbitsRecents: RecentEntry[];
  peopleRecents: RecentEntry[];
  /** Recently opened conversations (topics, dms), by the same rules as orbitsRecents and peopleRecents. */
  chatRecents: RecentEntry[];
  accountAvatars: Record<string, string>;
  orgAvatars: Record<string, string>;
  /** Last change-log sequence applied, keyed by workspace id. */
  lastUpdated: Record<string, number>;
  previousViewId: string | null;
  previousChatId: string | null;
  selectedMicrophone: string | null;
  selectedCamera: string | null;
  selectedSpeaker: string | null;
  /** The layout last chosen for an orbit (or a view one may not save), by its id; read through isLayout. */
  taskLayouts: Record<string, string>;
  preferences: Preferences;
};

type Actions = {
  set<K extends keyof ClientState>(key: K, value: ClientState[K]): void;
  setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void;
  setLoggedIn(value: boolean): void;
  addCollaborator(collaborator: Collaborator): void;
  disconnectCollaborator(sid: string): void;
  addRecent(kind: 'orbits' | 'people' | 'chats', entry: RecentEntry): void;
  setLastUpdated(workspaceId: string, sequence: number): void;
  setTaskLayout(id: string, layout: string): void;
  /** The state part of logging out: the flag, collaborators and lastUpdated. */
  resetForLogout(): void;
};

/** The seed's marker: a JS-readable cookie `token=true` means a session exists. */
export function readTokenCookie(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  return cookie.split(';').some((part) => part.trim() === 'token=true');
}

export const initialClientState: ClientState = {
  isLoggedIn: false,
  attachedConvoEnabled: true,
  convosWidth: 330,
  halfHalfWidth: 500,
  showSidebar: true,
  showCompleted: false,
  expandView: false,
  darkMode: false,
  darkModeFollowsOS: true,
  colorTheme: 'default',
  collaborators: [],
  orbitsRecents: [],
  peopleRecents: [],
  chatRecents: [],
  accountAvatars: {},
  orgAvatars: {},
  lastUpdated: {},
  previousViewId: null,
  previousChatId: null,
  selectedMicrophone: null,
  selectedCamera: null,
  selectedSpeaker: null,
  taskLayouts: {},
  preferences: defaultPreferences,
};

/** Moves `entry` to the front and keeps at most RECENTS_PER_WORKSPACE for its workspace. */
export function pushRecent(list: RecentEntry[], entry: RecentEntry): RecentEntry[] {
  const rest = list.filter((e) => !(e.id === entry.id && e.wid === entry.wid));
  const sameWorkspace = rest.filter((e) => e.wid === entry.wid).slice(0, RECENTS_PER_WORKSPACE - 1);
  const others = rest.filter((e) => e.wid !== entry.wid);
  return [entry, ...sameWorkspace, ...others];
}

// What is never persisted: the session flag comes from the cookie, collaborators from the socket.
const transient = new Set<keyof ClientState>(['isLoggedIn', 'collaborators']);

export const useAppStore = create<ClientState & Actions>()(
  persist(
    (set) => ({
      ...initialClientState,
      isLoggedIn: readTokenCookie(),
      set: (key, value) => set({ [key]: value } as Partial<ClientState>),
      setPreference: (key, value) => set((s) => ({ preferences: { ...s.preferences, [key]: value } })),
      setLoggedIn: (isLoggedIn) => set({ isLoggedIn }),
      addCollaborator: (c) =>
        set((s) =>
          s.collaborators.some((e) => e.sid === c.sid && e.id === c.id)
            ? s
            : { collaborators: [...s.collaborators, c] },
        ),
      disconnectCollaborator: (sid) =>
        set((s) => ({ collaborators: s.collaborators.filter((c) => c.sid !== sid) })),
      addRecent: (kind, entry) =>
        set((s) =>
          kind === 'orbits'
            ? { orbitsRecents: pushRecent(s.orbitsRecents, entry) }
            : kind === 'chats'
              ? { chatRecents: pushRecent(s.chatRecents, entry) }
              : { peopleRecents: pushRecent(s.peopleRecents, entry) },
        ),
      setLastUpdated: (workspaceId, sequence) =>
        set((s) => ({ lastUpdated: { ...s.lastUpdated, [workspaceId]: sequence } })),
      setTaskLayout: (id, layout) => set((s) => ({ taskLayouts: { ...s.taskLayouts, [id]: layout } })),
      resetForLogout: () => set({ isLoggedIn: false, collaborators: [], lastUpdated: {} }),
    }),
    {
      name: 'orbit-state',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) =>
        Object.fromEntries(
          Object.entries(state).filter(
            ([key, value]) => typeof value !== 'function' && !transient.has(key as keyof ClientState),
          ),
        ) as Partial<ClientState>,
      // Saved values win, but fields added since they were saved keep their defaults.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<ClientState>;
        return {
          ...current,
          ...saved,
          isLoggedIn: current.isLoggedIn,
          collaborators: current.collaborators,
          preferences: { ...defaultPreferences, ...saved.preferences },
        };
      },
    },
  ),
);
