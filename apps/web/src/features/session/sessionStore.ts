import { create } from 'zustand';

/** The seed's marker: a JS-readable cookie `token=true` means a session exists. */
export function readTokenCookie(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === 'token=true');
}

type SessionState = {
  isLoggedIn: boolean;
  setLoggedIn(value: boolean): void;
};

export const useSessionStore = create<SessionState>()((set) => ({
  isLoggedIn: typeof document === 'undefined' ? false : readTokenCookie(),
  setLoggedIn: (isLoggedIn) => set({ isLoggedIn }),
}));
