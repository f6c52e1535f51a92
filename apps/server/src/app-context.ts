import type { BackgroundTasks } from './background-tasks.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/mailer.js';
import type { AttachmentStorage } from './modules/attachments/storage/attachment-storage.js';
import type { AuthKeys } from './modules/auth/auth-keys.js';
import type { CollabServer } from './modules/collab/collab-server.js';
import type { SessionRealtime } from './realtime/session-rooms.js';
import type { SocketServer } from './realtime/socket-server.js';

/** What services need from the running app; built once in app.ts and handed to each module. */
export type AppContext = {
  config: Config;
  db: Database;
  logger: Logger;
  mailer: Mailer;
  background: BackgroundTasks;
  keys: AuthKeys;
  realtime: SessionRealtime;
  /** Socket.IO, where committed changes are emitted (withChanges); detached in the command line. */
  io: SocketServer;
  /** Where attachment files live: DATA_DIR or S3. */
  storage: AttachmentStorage;
  /** Shared Yjs documents (modules/collab); absent in the command line. */
  collab?: CollabServer;
};
