import { Server } from 'socket.io';
import type { AppContext } from '../app-context.js';
import { createBackgroundTasks } from '../background-tasks.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Logger } from '../logger.js';
import { createAttachmentStorage } from '../modules/attachments/storage/create-attachment-storage.js';
import { loadAuthKeys } from '../modules/auth/auth-keys.js';
import type { SocketServer } from '../realtime/socket-server.js';

/**
 * What the server's service functions expect, for a process that is not the server. Open sockets
 * live in the server process, out of reach: they notice a revoked session at their next reconnect.
 * The commands send no mail, so a mailer that is asked to is a bug worth hearing about.
 */
export async function createCliContext(config: Config, db: Database, logger: Logger): Promise<AppContext> {
  return {
    config,
    db,
    logger,
    mailer: {
      send: () => Promise.reject(new Error('The command line does not send mail.')),
      close: () => Promise.resolve(),
    },
    background: createBackgroundTasks(logger),
    keys: await loadAuthKeys(db),
    realtime: {
      joinWorkspace() {},
      leaveWorkspace() {},
      endSession() {},
      endUserSessions() {},
    },
    // Never attached to a listener: changes the commands record are emitted to nobody here, and the
    // server's clients find them in the change log at their next catch-up.
    io: new Server() as SocketServer,
    storage: createAttachmentStorage(config),
  };
}
