import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { collabPath } from '@orbit/shared/collab';
import WebSocket from 'ws';
import * as Y from 'yjs';
import type { ApiClient } from './api-client.js';
import { testOrigin } from './build-test-app.js';

/** A Yjs client as the browser opens it: the app's Origin and the person's session cookie. */
export type CollabClient = {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  /** Why the server refused or closed the document, as they arrived. */
  refusals: string[];
  /** Resolves once the document is synced with the server (rejects when it is refused first). */
  synced: Promise<void>;
  close(): void;
};

/** `ws` with the headers a browser would send on the same origin. */
function browserLikeWebSocket(client: ApiClient | null, origin: string) {
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, {
        headers: { origin, ...(client ? { cookie: client.cookieHeader(collabPath) } : {}) },
      });
    }
  };
}

export function openCollab(
  baseUrl: string,
  client: ApiClient | null,
  name: string,
  options: { doc?: Y.Doc; origin?: string } = {},
): CollabClient {
  const doc = options.doc ?? new Y.Doc();
  const refusals: string[] = [];
  const socket = new HocuspocusProviderWebsocket({
    url: `${baseUrl.replace(/^http/, 'ws')}${collabPath}`,
    WebSocketPolyfill: browserLikeWebSocket(client, options.origin ?? testOrigin),
    maxAttempts: 1,
  });
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const synced = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name,
    document: doc,
    onSynced: () => settle?.resolve(),
    onAuthenticationFailed: ({ reason }) => {
      refusals.push(reason);
      settle?.reject(new Error(reason));
    },
    onClose: ({ event }) => {
      if (event.reason) refusals.push(event.reason);
    },
  });
  provider.attach();
  return {
    doc,
    provider,
    socket,
    refusals,
    synced,
    close() {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** Waits until `check` holds (polling), failing after `timeoutMs` with `what`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
