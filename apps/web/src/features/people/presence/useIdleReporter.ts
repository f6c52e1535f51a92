import { PRESENCE_IDLE_MS, presenceSetEvent } from '@orbit/shared';
import { useEffect } from 'react';
import { type SyncSocket, syncSocket } from '../../sync/syncSocket';

const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'focus'] as const;
const CHECK_MS = 15_000;

/**
 * Tells the server whether this tab is in use: idle after PRESENCE_IDLE_MS without input (a hidden tab
 * gets none), active again at the next input or when it is shown. A new connection counts as active,
 * so an idle tab says so again after each reconnect.
 */
export function useIdleReporter(): void {
  useEffect(() => {
    let socket: SyncSocket | null = null;
    let idle = false;
    let lastActivity = Date.now();
    const report = () => socket?.emit(presenceSetEvent, { state: idle ? 'idle' : 'active' });
    const activity = () => {
      lastActivity = Date.now();
      if (idle) {
        idle = false;
        report();
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') activity();
    };
    const check = () => {
      if (!idle && Date.now() - lastActivity >= PRESENCE_IDLE_MS) {
        idle = true;
        report();
      }
    };
    const onConnect = () => {
      if (idle) report();
    };
    for (const name of activityEvents) window.addEventListener(name, activity, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    const timer = setInterval(check, CHECK_MS);
    let stopped = false;
    syncSocket.whenOpen((opened) => {
      if (stopped) return;
      socket = opened;
      opened.on('connect', onConnect);
    });
    return () => {
      stopped = true;
      for (const name of activityEvents) window.removeEventListener(name, activity);
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(timer);
      socket?.off('connect', onConnect);
    };
  }, []);
}
