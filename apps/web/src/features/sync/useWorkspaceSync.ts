import { type LiveChangeDto, syncChangeEvent } from '@orbit/shared';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api/apiClient';
import { useAppStore } from '../../lib/appStore';
import { localDb } from '../../lib/localDb';
import type { SyncScope } from './applyChanges';
import { appOutbox } from './appOutbox';
import { onServerEvent, syncSocket } from './syncSocket';
import { WorkspaceSession } from './workspaceSession';

export type SyncWorkspace = { id: string; slug: string };

/**
 * Keeps IndexedDB in step with the server for one workspace through a WorkspaceSession: a catch-up on
 * open and on every (re)connect, live `sync.change` events applied at once, and the confirmed cursor
 * (mirrored in the store's `lastUpdated`) moved only over what is applied and proven contiguous.
 */
export function useWorkspaceSync(workspace: SyncWorkspace | undefined, meId: string | undefined): void {
  const workspaceId = workspace?.id;
  const slug = workspace?.slug;
  // A rename keeps the session; requests go to the address of the moment.
  const slugNow = useRef(slug);
  slugNow.current = slug;
  useEffect(() => {
    if (!workspaceId || !meId) return;
    const scope: SyncScope = { workspaceId, meId };
    let disposed = false;
    const session = new WorkspaceSession({
      db: localDb,
      request: api,
      scope,
      org: () => slugNow.current ?? '',
      onCursor: (seq) => {
        if (seq !== undefined) useAppStore.getState().setLastUpdated(workspaceId, seq);
      },
      onCaughtUp: () => void appOutbox.flush(),
    });
    const runCatchUp = () => void session.catchUp();
    const onChange = (change: LiveChangeDto) => {
      if (change.workspaceId === workspaceId) session.receive(change);
    };
    const onOnline = () => void appOutbox.flush();

    appOutbox.setUser(meId);
    runCatchUp();
    window.addEventListener('online', onOnline);
    // A write that met a network error or a 5xx waits in the outbox; try it again now and then.
    const retry = window.setInterval(() => {
      if (appOutbox.pending.length > 0) void appOutbox.flush();
    }, 10_000);
    let stopChanges: (() => void) | undefined;
    syncSocket.whenOpen((socket) => {
      if (disposed) return;
      socket.on('connect', runCatchUp);
      stopChanges = onServerEvent(socket, syncChangeEvent, onChange);
      if (socket.connected) void appOutbox.flush();
    });
    return () => {
      disposed = true;
      session.dispose();
      window.removeEventListener('online', onOnline);
      window.clearInterval(retry);
      syncSocket.current?.off('connect', runCatchUp);
      stopChanges?.();
    };
  }, [workspaceId, meId]);
}
