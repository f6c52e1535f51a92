import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import { createBackgroundTasks } from './background-tasks.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/connect.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerRequestLogging } from './http/request-logging.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerSpa } from './http/spa.js';
import { createTrustFunction } from './http/trust-proxy.js';
import type { Logger } from './logger.js';
import { createMailer } from './mail/create-mailer.js';
import type { Mailer } from './mail/mailer.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { attachmentsRoutes } from './modules/attachments/attachments.routes.js';
import type { AttachmentStorage } from './modules/attachments/storage/attachment-storage.js';
import { createAttachmentStorage } from './modules/attachments/storage/create-attachment-storage.js';
import { loadAuthKeys } from './modules/auth/auth-keys.js';
import { createSocketAuthenticator } from './modules/auth/authenticate-socket.js';
import { registerAuth } from './modules/auth/register-auth.js';
import { boardsRoutes } from './modules/boards/boards.routes.js';
import { callsRoutes } from './modules/calls/calls.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { type CollabServer, createCollabServer } from './modules/collab/collab-server.js';
import { watchCollabAccess } from './modules/collab/watch-access.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { favoritesRoutes } from './modules/favorites/favorites.routes.js';
import { groupsRoutes } from './modules/groups/groups.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { inviteLinksRoutes } from './modules/invites/invite-links.routes.js';
import { invitesRoutes } from './modules/invites/invites.routes.js';
import { itemsRoutes } from './modules/items/items.routes.js';
import { labelsRoutes } from './modules/labels/labels.routes.js';
import { membersRoutes } from './modules/members/members.routes.js';
import { notificationsRoutes, unsubscribeRoutes } from './modules/notifications/notifications.routes.js';
import { orbitsRoutes } from './modules/orbits/orbits.routes.js';
import { peopleRoutes } from './modules/people/people.routes.js';
import { presenceRoutes } from './modules/presence/presence.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { socialRoutes } from './modules/social/social.routes.js';
import { refreshUserOrbitRooms } from './modules/sync/refresh-user-orbit-rooms.js';
import { syncRoutes } from './modules/sync/sync.routes.js';
import { templatesRoutes } from './modules/templates/templates.routes.js';
import { viewsRoutes } from './modules/views/views.routes.js';
import { planRoutes } from './modules/workspaces/plan.routes.js';
import { createSelfHostedBilling } from './modules/workspaces/self-hosted-billing.js';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes.js';
import { attachRedisAdapter } from './realtime/redis-adapter.js';
import { createSessionRealtime } from './realtime/session-rooms.js';
import { createSocketServer, type SocketServer } from './realtime/socket-server.js';

/**
 * `mailer` replaces the configured one (tests capture mail with it); `storage` is shared with the jobs;
 * `onRoute` sees every route as it is registered (a test holds each workspace route to its 404 table).
 */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  mailer?: Mailer;
  storage?: AttachmentStorage;
  onRoute?: (route: { method: string | string[]; url: string }) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    io: SocketServer;
    collab: CollabServer;
  }
}

export async function buildApp({
  config,
  database,
  logger,
  mailer,
  storage,
  onRoute,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Typed as Fastify's base logger so plugins and routes see the ordinary FastifyInstance.
    loggerInstance: logger as FastifyBaseLogger,
    // Only the proxies TRUST_PROXY names may say who the client is (rate limits use it) and which
    // address and scheme it used (same-origin checks and mail links use them).
    trustProxy: config.trustProxy === false ? false : createTrustFunction(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Requests are logged at debug (registerRequestLogging), not Fastify's two info lines each.
    logController: new LogController({ disableRequestLogging: true }),
    // Drain in-flight requests on close instead of cutting keep-alive sockets mid-response.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLogging(app);
  // A response sent while the app closes ends its keep-alive connection; otherwise close() would wait
  // for the client's idle connection to time out (the server closes only those idle when it starts).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // Before any route: the plugin adds itself to each route registered after it.
  await registerCompression(app);

  const janusOrigin = config.calls.janus ? new URL(config.calls.janus.publicUrl).origin : undefined;
  await registerSecurityHeaders(app, janusOrigin ? [janusOrigin] : []);
  await app.register(cookie);

  await app.register(healthRoutes(database.db));

  const keys = await loadAuthKeys(database.db);
  const authenticateSocket = createSocketAuthenticator({ db: database.db, keys });
  const io = createSocketServer(app.server, config, logger, authenticateSocket);
  app.decorate('io', io);
  const redis = config.redisUrl
    ? await attachRedisAdapter(io, config.redisUrl, config.redisPrefix, logger)
    : undefined;
  // Shared documents (docs/ARCHITECTURE.md, Collaboration): Hocuspocus at /api/collab on this server.
  const collab = createCollabServer({
    httpServer: app.server,
    config,
    db: database.db,
    logger,
    authenticate: authenticateSocket,
  });
  const stopWatchingAccess = watchCollabAccess(io, collab, redis !== undefined);
  app.decorate('collab', collab);
  // Before Socket.IO's: closing it closes the HTTP server, which waits for these sockets to end.
  app.addHook('preClose', async () => {
    stopWatchingAccess();
    await collab.close();
  });
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await redis?.close();
  });

  const ctx: AppContext = {
    config,
    db: database.db,
    logger,
    mailer: mailer ?? createMailer(config, logger),
    background: createBackgroundTasks(logger),
    keys,
    io,
    // Joining or leaving a workspace also moves the user's sockets in or out of its orbits' rooms.
    realtime: createSessionRealtime(io, (userId, workspaceId) => {
      refreshUserOrbitRooms(database.db, io, userId, workspaceId).catch((error: unknown) =>
        logger.error({ err: error }, 'orbit rooms not refreshed'),
      );
    }),
    storage: storage ?? createAttachmentStorage(config),
    collab,
  };
  app.decorate('background', ctx.background);
  app.addHook('onClose', async () => {
    // Mail still being sent finishes before the pool closes.
    await ctx.background.drain();
    await ctx.mailer.close();
  });
  await registerAuth(app, ctx);
  await app.register(workspacesRoutes(ctx));
  await app.register(invitesRoutes(ctx));
  await app.register(inviteLinksRoutes(ctx));
  await app.register(membersRoutes(ctx));
  await app.register(peopleRoutes(ctx));
  // My account: sessions, password, e-mail change, linked sign-ins, deletion, avatars (docs/API.md).
  await app.register(accountRoutes(ctx));
  // Self-hosted, plans switch directly; a payment provider would be chosen here from the config.
  await app.register(planRoutes(ctx, createSelfHostedBilling()));
  await app.register(socialRoutes(ctx));
  // Tasks and the sync engine (docs/SYNC.md).
  await app.register(syncRoutes(ctx));
  await app.register(orbitsRoutes(ctx));
  await app.register(itemsRoutes(ctx));
  await app.register(labelsRoutes(ctx));
  await app.register(groupsRoutes(ctx));
  await app.register(presenceRoutes(ctx));
  await app.register(searchRoutes(ctx));
  await app.register(viewsRoutes(ctx));
  await app.register(favoritesRoutes(ctx));
  await app.register(templatesRoutes(ctx));
  await app.register(attachmentsRoutes(ctx));
  await app.register(boardsRoutes(ctx));
  await app.register(documentsRoutes(ctx));
  // Chat (docs/API.md, Chat; docs/SYNC.md, Chat).
  await app.register(chatRoutes(ctx));
  // Calls: the synced `call`, its routes and signalling (docs/CALLS.md).
  await app.register(callsRoutes(ctx));
  await app.register(notificationsRoutes(ctx));
  await app.register(unsubscribeRoutes(ctx));

  await registerSpa(app, config.webDist);

  return app;
}
