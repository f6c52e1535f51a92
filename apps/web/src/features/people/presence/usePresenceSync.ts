import { type PresenceChanges, presenceChangedEvent, presenceListSchema } from '@orbit/shared';
import { useEffect } from 'react';
import { api } from '../../../lib/api/apiClient';
import { localDb } from '../../../lib/localDb';
import { onServerEvent, type SyncSocket, syncSocket } from '../../sync/syncSocket';
import { replacePresence, setPresence } from './presenceStore';

/**
 * Keeps the presence store current for the open workspace: a snapshot (GET /presence) on open and on
 * every reconnect (changes missed meanwhile are in it), then each `presence.changed` as it comes.
 */
export function usePresenceSync(workspace: { id: string; slug: string } | undefined): void {
  const slug = workspace?.slug;
  const workspaceId = workspace?.id;
  useEffect(() => {
    if (!slug || !workspaceId) return;
    let socket: SyncSocket | null = null;
    let stopped = false;
    let stopListening = () => {};
    const snapshot = async () => {
      try {
        const list = await api(`/api/orgs/${encodeURIComponent(slug)}/presence`, {
          schema: presenceListSchema,
        });
        const people = (await localDb.users
          .filter((u) => Array.isArray(u.workspaceIds) && u.workspaceIds.includes(workspaceId))
          .primaryKeys()) as string[];
        if (!stopped) replacePresence([...people, ...list.map((p) => p.userId)], list);
      } catch {
        // Offline or refused: the dots stay as they were until the next connect.
      }
    };
    const onChange = (changes: PresenceChanges) => setPresence(changes);
    const onConnect = () => void snapshot();
    syncSocket.whenOpen((opened) => {
      if (stopped) return;
      socket = opened;
      stopListening = onServerEvent(opened, presenceChangedEvent, onChange);
      opened.on('connect', onConnect);
      if (opened.connected) void snapshot();
    });
    return () => {
      stopped = true;
      stopListening();
      socket?.off('connect', onConnect);
    };
  }, [slug, workspaceId]);
}
