/**
 * The call this tab is in, kept in sessionStorage so a reload goes straight back into it (no lobby)
 * with the same microphone and camera state. Cleared on leave, end, or when the call is over.
 */
export type ActiveCall = { callId: string; muted: boolean; camera: boolean };

const key = 'orbit-active-call';

export function readActiveCall(callId: string): ActiveCall | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as ActiveCall | null;
    return value && value.callId === callId ? value : null;
  } catch {
    return null;
  }
}

export function saveActiveCall(call: ActiveCall): void {
  sessionStorage.setItem(key, JSON.stringify(call));
}

export function clearActiveCall(): void {
  sessionStorage.removeItem(key);
}
