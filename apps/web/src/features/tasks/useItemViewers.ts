import { type ItemViewer, type ItemViewers, itemViewersEvent, itemViewingEvent } from '@orbit/shared';
import { useEffect } from 'react';
import { useAppStore } from '../../lib/appStore';
import { onServerEvent, type SyncSocket, syncSocket } from '../sync/syncSocket';

const pairKey = (c: ItemViewer) => `${c.sid}\n${c.id}`;

/**
 * Brings the store's collaborators to `others` through the seed's two rules only: every sid no longer
 * listed is disconnected (which removes all of that sid's entries), then each listed one is added
 * (skipped when the same sid and id is there already).
 */
function mirror(others: readonly ItemViewer[]): void {
  const { collaborators, addCollaborator, disconnectCollaborator } = useAppStore.getState();
  const listed = new Set(others.map(pairKey));
  const gone = new Set(collaborators.filter((c) => !listed.has(pairKey(c))).map((c) => c.sid));
  for (const sid of gone) disconnectCollaborator(sid);
  for (const viewer of others) addCollaborator(viewer);
}

/**
 * Tells the server which task is open (`item.viewing`) and mirrors who else has it open
 * (`item.viewers`) into the store's collaborators. After a reconnect the socket has a new id and is in
 * no room, so it says again which task is open; while disconnected nobody is known to be there.
 */
export function useItemViewers(itemId: string | undefined): void {
  useEffect(() => {
    if (!itemId) return;
    let socket: SyncSocket | null = null;
    let stopViewers: (() => void) | undefined;
    let disposed = false;
    const announce = () => {
      socket?.emit(itemViewingEvent, { itemId });
    };
    const onViewers = ({ itemId: serverId, clientId, viewers }: ItemViewers) => {
      // The server names the task by its server id, and by the temporary id it was created under.
      if (serverId !== itemId && clientId !== itemId) return;
      mirror(viewers.filter((viewer) => viewer.sid !== socket?.id));
    };
    const onDisconnect = () => mirror([]);
    syncSocket.whenOpen((opened) => {
      if (disposed) return;
      socket = opened;
      stopViewers = onServerEvent(opened, itemViewersEvent, onViewers);
      opened.on('connect', announce);
      opened.on('disconnect', onDisconnect);
      if (opened.connected) announce();
    });
    return () => {
      disposed = true;
      socket?.emit(itemViewingEvent, { itemId: null });
      stopViewers?.();
      socket?.off('connect', announce);
      socket?.off('disconnect', onDisconnect);
      mirror([]);
    };
  }, [itemId]);
}
