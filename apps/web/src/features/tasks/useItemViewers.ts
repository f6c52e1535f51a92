import { useEffect } from 'react';
import { useAppStore } from '../../app/appStore';
import { syncSocket } from '../sync/syncSocket';

type Viewers = { itemId?: string; viewers?: { sid: string; id: string }[] };

/**
 * Tells the server which task is open (`item.viewing`) and mirrors who else has it open
 * (`item.viewers`) into the store's collaborators. A server without these events just never answers.
 */
export function useItemViewers(itemId: string | undefined): void {
  useEffect(() => {
    if (!itemId) return;
    const { set } = useAppStore.getState();
    const onViewers = (payload: Viewers) => {
      if (payload?.itemId !== itemId || !Array.isArray(payload.viewers)) return;
      const own = syncSocket.current?.id;
      set(
        'collaborators',
        payload.viewers.filter((v) => v.sid !== own),
      );
    };
    const socket = syncSocket.current;
    socket?.emit('item.viewing', { itemId });
    socket?.on('item.viewers', onViewers);
    return () => {
      socket?.emit('item.viewing', { itemId: null });
      socket?.off('item.viewers', onViewers);
      set('collaborators', []);
    };
  }, [itemId]);
}
