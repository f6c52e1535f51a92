import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';

// The few facts the server checks in a client's message before Hocuspocus applies it: the protocol
// (Hocuspocus over y-protocols) is `varString address, varUint type, ...`; a sync message (type 0, or
// 4 for a reply) goes on `varUint step, varUint8Array update` where steps 1 and 2 carry an update.

const messageSync = 0;
const messageSyncReply = 4;
const messageAwareness = 1;
const syncStep2 = 1;
const syncUpdate = 2;

export type InboundMessage =
  | { type: 'update'; update: Uint8Array }
  | { type: 'awareness'; bytes: number }
  | { type: 'other' };

/** What a raw message carries; throws on one that cannot be read. */
export function readInboundMessage(raw: Uint8Array): InboundMessage {
  const decoder = decoding.createDecoder(raw);
  decoding.readVarString(decoder);
  const type = decoding.readVarUint(decoder);
  if (type === messageAwareness) return { type: 'awareness', bytes: raw.byteLength };
  if (type !== messageSync && type !== messageSyncReply) return { type: 'other' };
  const step = decoding.readVarUint(decoder);
  if (step !== syncStep2 && step !== syncUpdate) return { type: 'other' };
  return { type: 'update', update: decoding.readVarUint8Array(decoder) };
}

/** Whether `update` reads as a Yjs update (every struct and the delete set, to the last byte). */
export function isWellFormedUpdate(update: Uint8Array): boolean {
  try {
    Y.decodeUpdate(update);
    return true;
  } catch {
    return false;
  }
}
