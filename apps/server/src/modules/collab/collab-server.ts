import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type Connection, type Document, Hocuspocus } from '@hocuspocus/server';
import { collabMaxStateBytes, collabPath, collabRefusals, parseCollabName } from '@orbit/shared/collab';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { judgeOrigin } from '../../http/same-origin.js';
import { createTrustFunction, forwardedHost } from '../../http/trust-proxy.js';
import type { Logger } from '../../logger.js';
import { SESSION_RECHECK_MS } from '../../realtime/session-watch.js';
import type { SocketAuthenticator } from '../../realtime/socket-server.js';
import { collabKind } from './collab-kinds.js';
import { isWellFormedUpdate, readInboundMessage } from './collab-message.js';
import { createCollabRelay, isRelayed } from './collab-relay.js';
import { appendCollabUpdate, compactCollabDocument, loadCollabDocument } from './collab-store.js';

/** Who a collaboration connection is, and (once a document is open on it) which document. */
type CollabContext = {
  userId: string;
  familyId: string;
  kind?: string;
  id?: string;
  workspaceId?: string;
};

/** A refusal as Hocuspocus sends it: the reason reaches the client (`collabRefusals`). */
const refusal = (reason: string, code = 4403) => Object.assign(new Error(reason), { reason, code });

/** Appended updates folded into the state once this many have piled up (and when the last editor leaves). */
const compactEvery = 50;
/** The largest awareness message (carets, names, colours) a client may send. */
const maxAwarenessBytes = 64 * 1024;

export type CollabServer = {
  /** Asks the kinds again for everyone connected to a document of these workspaces / these documents. */
  recheck(scope: { workspaceIds?: Iterable<string>; names?: Iterable<string> }): Promise<void>;
  /** How many documents are open in memory (the bench reads it). */
  openDocuments(): number;
  /** Stores what is pending and closes every connection. */
  close(): Promise<void>;
  hocuspocus: Hocuspocus<CollabContext>;
};

export type CollabServerDeps = {
  httpServer: HttpServer;
  config: Config;
  db: Database;
  logger: Logger;
  authenticate: SocketAuthenticator;
};

/**
 * The collaboration server: Hocuspocus on the app's own HTTP server at `collabPath`, the session
 * cookie and the same-origin rule at the upgrade, each document's access asked of its kind
 * (collab-kinds.ts), updates checked (well formed, within the size limit) before they are applied,
 * appended to PostgreSQL as they come (debounced) and compacted (collab-store.ts). With REDIS_URL,
 * the instances holding one document relay their editors' changes to each other (collab-relay.ts).
 */
export function createCollabServer({
  httpServer,
  config,
  db,
  logger,
  authenticate,
}: CollabServerDeps): CollabServer {
  const trust = createTrustFunction(config.trustProxy);
  /** Per open document: its workspace, its estimated stored size, updates waiting to be stored, update rows not yet compacted. */
  const open = new Map<
    string,
    { workspaceId: string; bytes: number; pending: Uint8Array[]; appended: number[] }
  >();
  const connections = new Set<Connection<CollabContext>>();
  let storing = Promise.resolve();
  const relay = config.redisUrl ? createCollabRelay(config.redisUrl, config.redisPrefix, logger) : undefined;

  async function store(document: Document, compact: boolean): Promise<void> {
    const entry = open.get(document.name);
    if (!entry) return;
    const pending = entry.pending.splice(0);
    try {
      if (pending.length > 0) {
        const merged = pending.length === 1 ? (pending[0] as Uint8Array) : Y.mergeUpdates(pending);
        entry.appended.push(await appendCollabUpdate(db, document.name, entry.workspaceId, merged));
      }
      if (entry.appended.length > 0 && (compact || entry.appended.length >= compactEvery)) {
        const state = Y.encodeStateAsUpdate(document);
        const ids = entry.appended.splice(0);
        entry.bytes = await compactCollabDocument(db, document.name, entry.workspaceId, state, ids);
      }
    } catch (error) {
      // Kept for the next store; the editors still hold every change (and send it again on reconnect).
      entry.pending.unshift(...pending);
      logger.error({ err: error, document: document.name }, 'collab document not stored');
      return;
    }
    const parsed = parseCollabName(document.name);
    const after = parsed ? collabKind(parsed.kind)?.afterStore : undefined;
    if (parsed && after) {
      await after(db, parsed.id, document).catch((error: unknown) =>
        logger.error({ err: error, document: document.name }, 'collab afterStore failed'),
      );
    }
  }

  /** Stores one after the other (`compact` asked when its turn comes). */
  function queueStore(document: Document, compact: () => boolean): Promise<void> {
    const run = storing.then(() => store(document, compact()));
    storing = run.catch(() => undefined);
    return run;
  }

  /** Refuses an update that cannot be read or would take the document past the size limit. */
  function checkUpdate(document: Document, update: Uint8Array): void {
    if (!isWellFormedUpdate(update)) throw refusal(collabRefusals.malformed, 4400);
    const entry = open.get(document.name);
    if (!entry) return;
    if (entry.bytes + update.byteLength > collabMaxStateBytes) {
      // The running figure only grows: measure for real before refusing.
      const state = Y.encodeStateAsUpdate(document);
      const merged = Y.mergeUpdates([state, update]).byteLength;
      entry.bytes = state.byteLength;
      if (merged > collabMaxStateBytes) throw refusal(collabRefusals.tooLarge, 4413);
    }
    entry.bytes += update.byteLength;
  }

  const hocuspocus = new Hocuspocus<CollabContext>({
    name: 'orbit',
    quiet: true,
    debounce: 500,
    maxDebounce: 3000,
    timeout: 30_000,
    async onAuthenticate({ documentName, context, connectionConfig }) {
      const parsed = parseCollabName(documentName);
      const kind = parsed ? collabKind(parsed.kind) : undefined;
      if (!parsed || !kind) throw refusal(collabRefusals.forbidden);
      const grant = await kind.access(db, context.userId, parsed.id);
      if (!grant) throw refusal(collabRefusals.forbidden);
      connectionConfig.readOnly = !grant.canWrite;
      return { kind: parsed.kind, id: parsed.id, workspaceId: grant.workspaceId };
    },
    async onLoadDocument({ documentName, document, context }) {
      const stored = await loadCollabDocument(db, documentName);
      if (stored.parts.length > 0) Y.applyUpdate(document, Y.mergeUpdates(stored.parts));
      open.set(documentName, {
        workspaceId: context.workspaceId ?? '',
        bytes: stored.bytes,
        pending: [],
        appended: [],
      });
      await relay?.open(document);
    },
    async connected({ connection }) {
      connections.add(connection);
      connection.onClose(() => connections.delete(connection));
    },
    async beforeHandleMessage({ update: raw, document }) {
      const message = readInboundMessage(raw);
      if (message.type === 'awareness' && message.bytes > maxAwarenessBytes) {
        throw refusal(collabRefusals.tooLarge, 4413);
      }
      if (message.type === 'update') checkUpdate(document, message.update);
    },
    async onChange({ documentName, update, transactionOrigin }) {
      // Another instance's editor: stored there, not here.
      if (isRelayed(transactionOrigin)) return;
      open.get(documentName)?.pending.push(update);
      relay?.publishUpdate(documentName, update);
    },
    async onAwarenessUpdate({ document, added, updated, removed, transactionOrigin }) {
      if (!isRelayed(transactionOrigin))
        relay?.publishAwareness(document, [...added, ...updated, ...removed]);
    },
    async onStoreDocument({ document }) {
      // The payload's count is the one of the last change (a store that runs as the last editor
      // leaves was scheduled while they were there): ask the document now.
      await queueStore(document, () => document.getConnectionsCount() === 0);
    },
    async beforeUnloadDocument({ document }) {
      // Everyone left after the last store: fold what this instance appended before letting go.
      if ((open.get(document.name)?.appended.length ?? 0) > 0) await queueStore(document, () => true);
    },
    async afterUnloadDocument({ documentName }) {
      open.delete(documentName);
      relay?.forget(documentName);
    },
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: collabMaxStateBytes + 1024 * 1024 });

  const refuse = (socket: Duplex, status: string) => {
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  function watchSessionOf(ws: import('ws').WebSocket, expiresAt: Date, stillLive: () => Promise<boolean>) {
    let timer: NodeJS.Timeout | undefined;
    const arm = (delayMs: number) => {
      timer = setTimeout(check, Math.max(0, delayMs));
      timer.unref();
    };
    const check = () => {
      stillLive()
        .then((live) => (live ? arm(SESSION_RECHECK_MS) : ws.close(4401, collabRefusals.forbidden)))
        .catch(() => arm(SESSION_RECHECK_MS));
    };
    arm(expiresAt.getTime() - Date.now());
    ws.on('close', () => clearTimeout(timer));
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== collabPath) {
      // Socket.IO takes its own; nothing else upgrades.
      if (!path?.startsWith('/socket.io/')) socket.destroy();
      return;
    }
    const verdict = judgeOrigin(request.headers.origin, forwardedHost(request, trust), config.publicUrl);
    if (config.env !== 'development' && verdict !== 'same') {
      logger.warn({ origin: request.headers.origin }, 'collab connection refused: wrong origin');
      return refuse(socket, '403 Forbidden');
    }
    authenticate(request.headers.cookie)
      .then((identity) => {
        if (!identity) return refuse(socket, '401 Unauthorized');
        wss.handleUpgrade(request, socket, head, (ws) => {
          const headers = new Headers();
          for (const [key, value] of Object.entries(request.headers)) {
            if (typeof value === 'string') headers.set(key, value);
          }
          const fetchRequest = new Request(`http://localhost${request.url ?? collabPath}`, { headers });
          const client = hocuspocus.handleConnection(ws, fetchRequest, {
            userId: identity.userId,
            familyId: identity.familyId,
          });
          ws.on('message', (data: Buffer) => client.handleMessage(new Uint8Array(data)));
          ws.on('close', (code, reason) => client.handleClose({ code, reason: reason.toString() }));
          ws.on('error', (error) => logger.debug({ err: error }, 'collab socket error'));
          watchSessionOf(ws, identity.expiresAt, identity.stillLive);
        });
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'collab authentication failed');
        refuse(socket, '500 Internal Server Error');
      });
  }
  httpServer.on('upgrade', onUpgrade);

  async function recheck(scope: { workspaceIds?: Iterable<string>; names?: Iterable<string> }) {
    const workspaceIds = new Set(scope.workspaceIds ?? []);
    const names = new Set(scope.names ?? []);
    const affected = [...connections].filter(
      (connection) =>
        workspaceIds.has(connection.context.workspaceId ?? '') || names.has(connection.document.name),
    );
    await Promise.all(
      affected.map(async (connection) => {
        const { kind, id, userId } = connection.context;
        const definition = kind ? collabKind(kind) : undefined;
        const grant = definition && id ? await definition.access(db, userId, id) : null;
        if (!grant) {
          connections.delete(connection);
          connection.close({ code: 4403, reason: collabRefusals.accessLost });
          return;
        }
        connection.readOnly = !grant.canWrite;
      }),
    );
  }

  return {
    hocuspocus,
    recheck: (scope) =>
      recheck(scope).catch((error: unknown) => logger.error({ err: error }, 'collab access recheck failed')),
    openDocuments: () => hocuspocus.getDocumentsCount(),
    async close() {
      httpServer.off('upgrade', onUpgrade);
      for (const document of hocuspocus.documents.values()) await store(document, true);
      hocuspocus.closeConnections();
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await relay?.close();
    },
  };
}
