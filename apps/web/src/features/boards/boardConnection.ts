import { HocuspocusProvider } from '@hocuspocus/provider';
import { collabPath } from '@orbit/shared';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';

export type BoardLink =
  | { state: 'connecting' }
  | { state: 'live' }
  | { state: 'offline' }
  /** The server refused or closed the document (access lost, a bad update): its reason. */
  | { state: 'refused'; reason: string };

export type BoardConnection = {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** Resolves once the copy kept on this device (IndexedDB) is loaded. */
  local: Promise<void>;
  onLink(listener: (link: BoardLink) => void): () => void;
  destroy(): void;
};

const collabUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${collabPath}`;

/**
 * The board's shared document: kept on this device (y-indexeddb, so drawing offline survives a reload
 * and merges when the socket is back) and synced with the server through Hocuspocus, authenticated by
 * the session cookie. `name` is `board:<id>` (the server id).
 */
export function connectBoard(boardId: string): BoardConnection {
  const doc = new Y.Doc();
  const name = `board:${boardId}`;
  const persistence = new IndexeddbPersistence(`orbit-collab-${name}`, doc);
  const listeners = new Set<(link: BoardLink) => void>();
  let link: BoardLink = { state: 'connecting' };
  const tell = (next: BoardLink) => {
    // A refusal stays until the board is opened again.
    if (link.state === 'refused') return;
    link = next;
    for (const listener of listeners) listener(link);
  };
  const provider = new HocuspocusProvider({
    url: collabUrl(),
    name,
    document: doc,
    // The session cookie authenticates the socket (the protocol's token is not used).
    token: 'session',
    onSynced: () => tell({ state: 'live' }),
    onAuthenticationFailed: ({ reason }) => tell({ state: 'refused', reason }),
    onClose: ({ event }) => {
      if (event.code >= 4000 && event.reason) tell({ state: 'refused', reason: event.reason });
      else tell({ state: 'offline' });
    },
    onStatus: ({ status }) => {
      if (status === 'connecting') tell({ state: 'connecting' });
    },
  });
  // The browser says it lost the network: the socket may linger half-open for a while, so it is
  // closed now (drawing goes on into the copy on this device) and opened again once back online.
  const offline = () => {
    provider.disconnect();
    tell({ state: 'offline' });
  };
  const online = () => void provider.connect();
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return {
    doc,
    provider,
    local: persistence.whenSynced.then(() => undefined),
    onLink(listener) {
      listeners.add(listener);
      listener(link);
      return () => listeners.delete(listener);
    },
    destroy() {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      listeners.clear();
      provider.destroy();
      void persistence.destroy();
      doc.destroy();
    },
  };
}
