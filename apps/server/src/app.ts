import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/connect.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerSpa } from './http/spa.js';
import type { Logger } from './logger.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createSocketServer, type SocketServer } from './realtime/socket-server.js';

export type AppDeps = { config: Config; database: DatabaseHandle; logger: Logger };

declare module 'fastify' {
  interface FastifyInstance {
    io: SocketServer;
  }
}

export async function buildApp({ config, database, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Typed as Fastify's base logger so plugins and routes see the ordinary FastifyInstance.
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // Drain in-flight requests on close instead of cutting keep-alive sockets mid-response.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurityHeaders(app);
  await app.register(cookie);

  await app.register(healthRoutes(database.db));

  await registerSpa(app, config.webDist);

  const io = createSocketServer(app.server, config, logger);
  app.decorate('io', io);
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  return app;
}
