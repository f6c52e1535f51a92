import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import { createBackgroundTasks } from './background-tasks.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/connect.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerSpa } from './http/spa.js';
import type { Logger } from './logger.js';
import { createMailer } from './mail/create-mailer.js';
import type { Mailer } from './mail/mailer.js';
import { attachmentsRoutes } from './modules/attachments/attachments.routes.js';
import type { AttachmentStorage } from './modules/attachments/storage/attachment-storage.js';
import { createAttachmentStorage } from './modules/attachments/storage/create-attachment-storage.js';
import { loadAuthKeys } from './modules/auth/auth-keys.js';
import { createSocketAuthenticator } from './modules/auth/authenticate-socket.js';
import { registerAuth } from './modules/auth/register-auth.js';
import { favoritesRoutes } from './modules/favorites/favorites.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { inviteLinksRoutes } from './modules/invites/invite-links.routes.js';
import { invitesRoutes } from './modules/invites/invites.routes.js';
import { itemsRoutes } from './modules/items/items.routes.js';
import { labelsRoutes } from './modules/labels/labels.routes.js';
import { membersRoutes } from './modules/members/members.routes.js';
import { orbitsRoutes } from './modules/orbits/orbits.routes.js';
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
    // Only proxies on this machine or a private network may say who the client is (rate limits use it).
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Drain in-flight requests on close instead of cutting keep-alive sockets mid-response.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before any route: the plugin adds itself to each route registered after it.
  await registerCompression(app);

  await registerSecurityHeaders(app);
  await app.register(cookie);

  await app.register(healthRoutes(database.db));

  const keys = await loadAuthKeys(database.db);
  const io = createSocketServer(
    app.server,
    config,
    logger,
    createSocketAuthenticator({ db: database.db, keys }),
  );
  app.decorate('io', io);
  const redis = config.redisUrl ? await attachRedisAdapter(io, config.redisUrl, logger) : undefined;
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
    // Joining or leaving a workspace also moves the user's sockets in or out of its orbits' rooms.
    realtime: createSessionRealtime(io, (userId, workspaceId) => {
      refreshUserOrbitRooms(database.db, io, userId, workspaceId).catch((error: unknown) =>
        logger.error({ err: error }, 'orbit rooms not refreshed'),
      );
    }),
    storage: storage ?? createAttachmentStorage(config),
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
  // Self-hosted, plans switch directly; a payment provider would be chosen here from the config.
  await app.register(planRoutes(ctx, createSelfHostedBilling(ctx.db)));
  await app.register(socialRoutes(ctx));
  // Tasks and the sync engine (docs/SYNC.md).
  await app.register(syncRoutes(ctx));
  await app.register(orbitsRoutes(ctx));
  await app.register(itemsRoutes(ctx));
  await app.register(labelsRoutes(ctx));
  await app.register(viewsRoutes(ctx));
  await app.register(favoritesRoutes(ctx));
  await app.register(templatesRoutes(ctx));
  await app.register(attachmentsRoutes(ctx));

  await registerSpa(app, config.webDist);

  return app;
}
