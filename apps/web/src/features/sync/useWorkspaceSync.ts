import { changeSchema, syncChangeEvent } from '@orbit/shared';
import { useEffect } from 'react';
import { useAppStore } from '../../app/appStore';
import { api } from '../../lib/api/apiClient';
import { localDb } from '../../lib/localDb';
import { applyChanges, type SyncScope } from './applyChanges';
import { appOutbox } from './appOutbox';
import { catchUp } from './catchUp';
import type { Change } from './schemas';
import { syncSocket } from './syncSocket';

export type SyncWorkspace = { id: string; slug: string };

/**
 * Keeps IndexedDB in step with the server for one workspace: catch up on open and on every
 * (re)connect, then apply live `sync.change` events. Events that arrive during a catch-up wait for it,
 * so `lastUpdated` never jumps over changes not yet fetched.
 */
export function useWorkspaceSync(workspace: SyncWorkspace | undefined, meId: string | undefined): void {
  const workspaceId = workspace?.id;
  const slug = workspace?.slug;
  useEffect(() => {
    if (!workspaceId || !slug || !meId) return;
    const scope: SyncScope = { workspaceId, meId };
    const controller = new AbortController();
    let catchingUp: Promise<void> | null = null;
    let buffered: Change[] = [];
    let disposed = false;

    const advance = (seq: number) => {
      const { lastUpdated, setLastUpdated } = useAppStore.getState();
      if (seq > (lastUpdated[workspaceId] ?? -1)) setLastUpdated(workspaceId, seq);
    };

    const runCatchUp = () => {
      catchingUp ??= catchUp({
        db: localDb,
        request: api,
        scope,
        org: slug,
        after: useAppStore.getState().lastUpdated[workspaceId],
        signal: controller.signal,
      })
        .then(async (seq) => {
          advance(seq);
          const waiting = buffered;
          buffered = [];
          await applyChanges(localDb, scope, waiting);
          for (const change of waiting) advance(change.seq);
        })
        .catch(() => {
          // Offline or refused: what IndexedDB holds stays on screen; the next connect tries again.
        })
        .finally(() => {
          catchingUp = null;
          void appOutbox.flush();
        });
    };

    const onChange = (payload: unknown) => {
      const parsed = changeSchema.safeParse(payload);
      if (!parsed.success) return;
      const change = parsed.data;
      if (change.workspaceId && change.workspaceId !== workspaceId) return;
      if (catchingUp) {
        buffered.push(change);
        return;
      }
      void applyChanges(localDb, scope, [change]).then(() => advance(change.seq));
    };
    const onOnline = () => void appOutbox.flush();

    appOutbox.setUser(meId);
    runCatchUp();
    window.addEventListener('online', onOnline);
    // A write that met a network error or a 5xx waits in the outbox; try it again now and then.
    const retry = window.setInterval(() => {
      if (appOutbox.pending.length > 0) void appOutbox.flush();
    }, 10_000);
    syncSocket.whenOpen((socket) => {
      if (disposed) return;
      socket.on('connect', runCatchUp);
      socket.on(syncChangeEvent, onChange);
      if (socket.connected) void appOutbox.flush();
    });
    return () => {
      disposed = true;
      controller.abort();
      window.removeEventListener('online', onOnline);
      window.clearInterval(retry);
      const socket = syncSocket.current;
      socket?.off('connect', runCatchUp);
      socket?.off(syncChangeEvent, onChange);
    };
  }, [workspaceId, slug, meId]);
}
