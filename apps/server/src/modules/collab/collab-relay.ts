import { randomUUID } from 'node:crypto';
import type { Document } from '@hocuspocus/server';
import { Redis } from 'ioredis';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { Logger } from '../../logger.js';

// Cross-instance live editing (docs/DEPLOY.md, Several instances): with REDIS_URL, every instance
// holding a document open publishes what its own editors change on the document's channel and applies
// what the others publish. A message is `varString sender, varUint kind, varUint8Array payload`.
//
// Storing stays with the instance whose editor made a change: a relayed change is applied with the
// origin Hocuspocus knows as `redis`, which skips the store hooks, so no update is written twice. The
// compaction merges with the stored state (collab-store.ts), so one instance never drops another's.

const kindUpdate = 0;
const kindAwareness = 1;
/** "I just opened this document, here is my state vector": holders answer with what it lacks. */
const kindSyncRequest = 2;

const subscribeTimeoutMs = 5_000;

/** The origin a relayed change is applied with: Hocuspocus skips the store hooks for it. */
export const relayedOrigin = { source: 'redis' as const };

export const isRelayed = (origin: unknown): boolean =>
  typeof origin === 'object' && origin !== null && (origin as { source?: unknown }).source === 'redis';

export type CollabRelay = {
  /** Starts relaying `document` (after it was loaded from the database) and asks the others for what they hold. */
  open(document: Document): Promise<void>;
  /** Stops relaying a document this instance unloaded. */
  forget(name: string): void;
  /** Sends a change made by this instance's editors. */
  publishUpdate(name: string, update: Uint8Array): void;
  /** Sends an awareness change (carets, names) of this instance's editors. */
  publishAwareness(document: Document, clients: number[]): void;
  close(): Promise<void>;
};

export function createCollabRelay(redisUrl: string, prefix: string, logger: Logger): CollabRelay {
  const channelPrefix = `${prefix}:collab:`;
  const sender = randomUUID();
  const pub = new Redis(redisUrl, { lazyConnect: false });
  const sub = pub.duplicate();
  const documents = new Map<string, Document>();
  let warned = false;
  let closing = false;
  for (const client of [pub, sub]) {
    client.on('error', (error: Error) => {
      if (!warned && !closing) logger.warn(`collab relay: Redis connection error: ${error.message}`);
      warned = true;
    });
    client.on('ready', () => {
      warned = false;
    });
  }

  function send(name: string, kind: number, payload: Uint8Array): void {
    const encoder = encoding.createEncoder();
    encoding.writeVarString(encoder, sender);
    encoding.writeVarUint(encoder, kind);
    encoding.writeVarUint8Array(encoder, payload);
    pub.publish(channelPrefix + name, Buffer.from(encoding.toUint8Array(encoder))).catch((error: unknown) => {
      if (closing) return;
      logger.warn({ err: error, document: name }, 'collab relay: publish failed');
    });
  }

  function receive(channel: string, message: Buffer): void {
    const name = channel.slice(channelPrefix.length);
    const document = documents.get(name);
    if (!document) return;
    let from: string;
    let kind: number;
    let payload: Uint8Array;
    try {
      const decoder = decoding.createDecoder(new Uint8Array(message));
      from = decoding.readVarString(decoder);
      kind = decoding.readVarUint(decoder);
      payload = decoding.readVarUint8Array(decoder);
    } catch (error) {
      logger.warn({ err: error, document: name }, 'collab relay: unreadable message');
      return;
    }
    if (from === sender) return;
    try {
      if (kind === kindUpdate) {
        Y.applyUpdate(document, payload, relayedOrigin);
      } else if (kind === kindAwareness) {
        applyAwarenessUpdate(document.awareness, payload, relayedOrigin);
      } else if (kind === kindSyncRequest) {
        const missing = Y.encodeStateAsUpdate(document, payload);
        // Two bytes is an empty update: nothing the asker lacks.
        if (missing.byteLength > 2) send(name, kindUpdate, missing);
        const clients = [...document.awareness.getStates().keys()];
        if (clients.length > 0) send(name, kindAwareness, encodeAwarenessUpdate(document.awareness, clients));
      }
    } catch (error) {
      logger.warn({ err: error, document: name }, 'collab relay: message not applied');
    }
  }
  sub.on('messageBuffer', (channel: Buffer, message: Buffer) => receive(channel.toString(), message));

  return {
    async open(document) {
      documents.set(document.name, document);
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          sub.subscribe(channelPrefix + document.name),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timed out')), subscribeTimeoutMs);
          }),
        ]);
      } catch (error) {
        // Editing on this instance still works; others' edits arrive once Redis answers again.
        logger.warn({ err: error, document: document.name }, 'collab relay: subscribe failed');
      } finally {
        clearTimeout(timer);
      }
      send(document.name, kindSyncRequest, Y.encodeStateVector(document));
    },
    forget(name) {
      if (!documents.delete(name)) return;
      sub.unsubscribe(channelPrefix + name).catch(() => undefined);
    },
    publishUpdate(name, update) {
      if (documents.has(name)) send(name, kindUpdate, update);
    },
    publishAwareness(document, clients) {
      if (!documents.has(document.name) || clients.length === 0) return;
      send(document.name, kindAwareness, encodeAwarenessUpdate(document.awareness, clients));
    },
    async close() {
      closing = true;
      documents.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
      pub.disconnect();
      sub.disconnect();
    },
  };
}
